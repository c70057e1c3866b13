import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseInput } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

// Another process (a backup script, a second app instance, sqlite3 at a prompt) takes the write
// lock and keeps it for `holdMs`; resolves once the lock is held.
async function holdWriteLock(
  file: string,
  holdMs: number,
): Promise<{ child: ChildProcess; done: Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    db.prepare("update cases set title = title").run();
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); process.exit(0); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, file, String(holdMs)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return { child, done };
}

describe('F13: a locked SQLite database freezes the server', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const user = await createTestUser(t.ctx);
    cookie = await signIn(t.app, user.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const timed = async <R>(run: () => Promise<R>) => {
    const started = performance.now();
    const response = await run();
    return { response, ms: performance.now() - started };
  };
  const createCase = () =>
    t.app.inject({ method: 'POST', url: '/api/cases', headers: { cookie }, payload: caseInput() });

  it('keeps answering reads while another process holds the write lock, and answers writes that cannot get it 503 with Retry-After — held', async () => {
    const { done } = await holdWriteLock(t.database.env.SQLITE_PATH ?? '', 7_000);
    // One write in a transaction (a case), one on its own (an API token).
    const writes = [
      timed(createCase),
      timed(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/tokens',
          headers: { cookie },
          payload: { name: 'During the lock' },
        }),
      ),
    ];

    // Reads go on while the writes wait: health and the case list, each well under a second,
    // and the event loop is never blocked (a synchronous busy wait would stop it for seconds).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const reads: number[] = [];
    const started = Date.now();
    while (Date.now() - started < 4_000) {
      const health = await timed(() => t.app.inject({ url: '/api/health' }));
      expect(health.response.statusCode).toBe(200);
      const list = await timed(() => t.app.inject({ url: '/api/cases', headers: { cookie } }));
      expect(list.response.statusCode).toBe(200);
      reads.push(health.ms, list.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    loopDelay.disable();
    const slowestRead = Math.max(...reads);
    const maxLoopDelayMs = loopDelay.max / 1e6;
    expect(reads.length).toBeGreaterThan(20);
    expect(slowestRead).toBeLessThan(500);
    expect(maxLoopDelayMs).toBeLessThan(500);

    for (const { response, ms } of await Promise.all(writes)) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      // It waited for the lock (about 5 s), rather than failing at once or hanging.
      expect(ms).toBeGreaterThan(4_000);
      expect(ms).toBeLessThan(6_500);
    }

    await done;
    expect((await createCase()).statusCode).toBe(201);
    console.info(
      `[figures] SQLite locked: ${reads.length} reads (/api/health, list), slowest ${slowestRead.toFixed(0)} ms; event loop delay at most ${maxLoopDelayMs.toFixed(0)} ms`,
    );
  }, 30_000);

  it('lets a write wait for a short lock and then succeed — held', async () => {
    const { done } = await holdWriteLock(t.database.env.SQLITE_PATH ?? '', 1_500);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const write = timed(createCase);
    const health = await timed(() => t.app.inject({ url: '/api/health' }));
    expect(health.response.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(500);
    const { response, ms } = await write;
    loopDelay.disable();
    // The wait was asynchronous: nothing else stood still meanwhile.
    expect(loopDelay.max / 1e6).toBeLessThan(500);
    expect(response.statusCode).toBe(201);
    expect(ms).toBeGreaterThan(500);
    await done;
  }, 30_000);
});
