import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import {
  createTestDatabase,
  dialectsUnderTest,
  testConfig,
  type TestDatabase,
} from '../test-support/test-database';
import { runPendingJobsOnce } from './job-worker';
import { claimNextJob, enqueueJob, findJob } from './jobs.repository';

describe.each(dialectsUnderTest())('job claims by many workers (%s)', (dialect) => {
  let database: TestDatabase;
  let ctx: AppContext;
  const now = new Date('2026-11-22T12:00:00Z');

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const config = testConfig();
    ctx = createAppContext({ db: database.db, dialect: dialect }, config, {
      version: 'test',
      now: () => now,
    });
  });
  afterEach(() => database.drop());

  const enqueue = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push(
        await enqueueJob(ctx.db, {
          kind: 'k',
          payload: { i },
          now: new Date(now.getTime() - (count - i) * 1000),
        }),
      );
    return ids;
  };

  it('gives concurrent claimers each a different job', async () => {
    const ids = await enqueue(6);
    const claims = await Promise.all(
      ids.map((_, i) =>
        claimNextJob(ctx.db, { workerId: `w${i}`, now, lockMs: 60_000, kinds: ['k'], dialect }),
      ),
    );
    const claimed = claims.map((job) => job?.id);
    expect(claimed.every(Boolean)).toBe(true);
    expect(new Set(claimed).size).toBe(ids.length);
    expect(new Set(claims.map((job) => job?.lockedBy)).size).toBe(ids.length);
  });

  it('runs each job once when several workers drain one queue', async () => {
    const ids = await enqueue(24);
    const runs = new Map<string, number>();
    const handlers = {
      k: {
        run: async (_: AppContext, payload: unknown) => {
          const key = JSON.stringify(payload);
          runs.set(key, (runs.get(key) ?? 0) + 1);
          // Let the other workers claim while this one holds its job.
          await new Promise((resolve) => setImmediate(resolve));
        },
      },
    };
    const counts = await Promise.all(
      ['a', 'b', 'c', 'd'].map((workerId) => runPendingJobsOnce(ctx, handlers, { workerId })),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect(runs.size).toBe(ids.length);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) expect((await findJob(ctx.db, id))?.status).toBe('done');
  });

  it.runIf(dialect === 'postgres')(
    'skips a job another transaction holds locked instead of waiting for it (FOR UPDATE SKIP LOCKED)',
    async () => {
      const [oldest, next] = await enqueue(2);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = ctx.db.transaction().execute(async (trx) => {
        await sql`select id from jobs where id = ${oldest} for update`.execute(trx);
        locked();
        await held;
      });
      await isLocked;
      const started = Date.now();
      const claim = await claimNextJob(ctx.db, {
        workerId: 'w',
        now,
        lockMs: 60_000,
        kinds: ['k'],
        dialect,
      });
      expect(claim?.id).toBe(next);
      expect(Date.now() - started).toBeLessThan(2_000);
      release();
      await holder;
    },
  );
});
