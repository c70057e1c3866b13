import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopProcessGroup, waitForHealth } from '../../../scripts/lib/server-process';
import { multipartBody, scannedPdf, textPdf } from '../documents/test-support/document-fixtures';
import { S3Connection, S3FileStorage } from '../files/s3-storage';
import { startTestS3Server, type TestS3Server } from '../files/test-support/s3-server';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '../../..');
const ADMIN_EMAIL = 'two-processes-admin@example.com';
const ADMIN_PASSWORD = 'two-processes-password-0123';

type AppProcess = {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
};

/** The real server (tsx src/server/main.ts) in a process group of its own. */
async function startApp(name: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `casepilot-${name}-`));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    throw new Error(`${name} did not start: ${(error as Error).message}\n${output}`);
  }
  return { name, baseUrl, child, dataDir, output: () => output };
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Needs PostgreSQL (two processes cannot share one SQLite file across machines): skipped only
// when TEST_DATABASE_URL is unset, as on a laptop without it; CI sets it, and then this runs.
describe.skipIf(!pgUrl)(
  'two app processes on one PostgreSQL database, one object store and one Redis (skipped without TEST_DATABASE_URL)',
  { timeout: 120_000 },
  () => {
    let s3: TestS3Server;
    let database: TestDatabase;
    let a: AppProcess;
    let b: AppProcess;
    let cookie = '';

    beforeAll(async () => {
      s3 = await startTestS3Server();
      database = await createTestDatabase('postgres');
      const env = {
        ...database.env,
        ...s3.env,
        REDIS_URL: redisUrl,
        // The per-IP limit is asked for by X-Forwarded-For, as behind the proxy of docs/deploy.
        TRUST_PROXY: 'true',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      };
      // One after the other: the first creates the admin, the second finds it.
      a = await startApp('a', env);
      b = await startApp('b', env);
    }, 150_000);

    afterAll(async () => {
      for (const app of [a, b]) {
        if (!app) continue;
        // A test cut short may leave one frozen; a killed one is gone already.
        if (app.child.pid) {
          try {
            process.kill(-app.child.pid, 'SIGCONT');
          } catch {
            // no such process group
          }
        }
        if (app.child.exitCode === null && app.child.signalCode === null)
          await stopProcessGroup(app.child);
        if (process.env.DEBUG_TWO_PROCESSES) console.log(app.name, app.output());
        fs.rmSync(app.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
      await s3?.close();
    });

    const call = (
      app: AppProcess,
      url: string,
      init: {
        method?: string;
        json?: unknown;
        body?: Buffer;
        headers?: Record<string, string>;
      } = {},
    ) =>
      fetch(`${app.baseUrl}${url}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie,
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body:
          init.json !== undefined ? JSON.stringify(init.json) : (init.body as BodyInit | undefined),
        signal: AbortSignal.timeout(30_000),
      });

    const createCase = async (app: AppProcess, probabilityScore?: number) => {
      const response = await call(app, '/api/cases', {
        method: 'POST',
        json: {
          sellerId: 'A1SELLER',
          asin: 'B0TEST0001',
          caseType: 'Suppression',
          title: `Two processes ${randomUUID().slice(0, 8)}`,
          description: 'Amazon suppressed the listing over a safety complaint.',
          ...(probabilityScore === undefined ? {} : { probabilityScore }),
        },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };

    it('a session created on A works on B, and a per-IP limit counts requests to both — held', async () => {
      const login = await fetch(`${a.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      const me = await call(b, '/api/auth/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN_EMAIL);

      // POST /api/access-requests allows 10 an hour per IP: 5 on A and 5 on B, then both refuse.
      // A fresh address per run: Redis keeps each address's count for the hour, across runs on
      // this machine. Among 250 addresses a run can draw one an earlier run filled (the CI run on
      // 2482247 met an address already at the limit). IPv4, since the limit counts an IPv6
      // address by its /64.
      const byte = () => Math.floor(Math.random() * 256);
      const ip = `10.${byte()}.${byte()}.${byte()}`;
      const ask = (app: AppProcess, i: number) =>
        fetch(`${app.baseUrl}/api/access-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({
            email: `limit-${randomUUID().slice(0, 8)}-${i}@example.com`,
            companyName: 'Two Processes Ltd',
            useCase: 'Counting one limit across processes.',
          }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await ask(i % 2 === 0 ? a : b, i)).status);
      expect(statuses).toEqual(Array(10).fill(201));
      expect((await ask(a, 10)).status).toBe(429);
      expect((await ask(b, 11)).status).toBe(429);
    });

    it('a package generated through A downloads through B — held', async () => {
      const caseId = await createCase(a, 0.9);
      // A scored certificate makes the case ready; it is put in the shared store by this test
      // process, a third one, so A's build reads an object no app process wrote.
      const documents = new S3FileStorage(new S3Connection(s3.settings), 'documents/');
      const bytes = await textPdf([['Certificate of conformity for this product']]);
      const stored = await documents.put(Readable.from([bytes]));
      await database.db
        .insertInto('documents')
        .values({
          id: randomUUID(),
          caseId,
          name: 'conformity.pdf',
          type: 'Invoice',
          mimeType: 'application/pdf',
          size: stored.size,
          storageKey: stored.key,
          uploadedAt: new Date().toISOString(),
          status: 'analyzed',
          relevanceScore: 0.9,
          completenessScore: 0.9,
          complianceScore: 0.9,
          missingElements: '[]',
          extractedText: 'Certificate of conformity for this product',
        })
        .execute();

      expect((await call(a, `/api/cases/${caseId}/package`, { method: 'POST' })).status).toBe(202);
      const started = Date.now();
      let status = '';
      while (Date.now() - started < 60_000) {
        status = (
          (await (await call(b, `/api/cases/${caseId}/package`)).json()) as { status: string }
        ).status;
        if (status !== 'generating') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe('ready');
      console.info(
        `[two processes] package ready, seen through B, after ${Date.now() - started} ms`,
      );
      const zip = await call(
        b,
        `/api/cases/${caseId}/package/files/${encodeURIComponent('Submission Package.zip')}`,
      );
      expect(zip.status).toBe(200);
      const zipBytes = Buffer.from(await zip.arrayBuffer());
      expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
      const letter = await call(
        b,
        `/api/cases/${caseId}/package/files/${encodeURIComponent('Case Summary Letter.pdf')}`,
      );
      expect(letter.status).toBe(200);
      expect(
        Buffer.from(await letter.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    const upload = (app: AppProcess, caseId: string, pdf: Buffer) => {
      const body = multipartBody([
        { name: 'type', value: 'Invoice' },
        { name: 'file', filename: 'scan.pdf', contentType: 'application/pdf', data: pdf },
      ]);
      return call(app, `/api/cases/${caseId}/documents`, {
        method: 'POST',
        body: body.payload,
        headers: body.headers,
      });
    };

    const jobOf = (documentId: string) =>
      database.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'lockedBy'])
        .where('payload', 'like', `%${documentId}%`)
        .executeTakeFirstOrThrow();

    it('a document uploaded through A is analysed and downloaded through B after A is killed holding its job — held', async () => {
      const caseId = await createCase(a);
      // B has read a scan before, as a process that has been up a while has: its OCR engine is
      // warm (A is frozen meanwhile, so the job is B's).
      process.kill(-a.child.pid!, 'SIGSTOP');
      try {
        const warmUp = await upload(b, caseId, await scannedPdf(['Warm-up scan']));
        expect(warmUp.status).toBe(202);
        const warmId = ((await warmUp.json()) as { id: string }).id;
        await expect
          .poll(async () => (await jobOf(warmId)).status, { timeout: 30_000, interval: 100 })
          .toBe('done');
      } finally {
        process.kill(-a.child.pid!, 'SIGCONT');
      }
      // B is frozen, so the job can only be A's; it is thawed once A is dead.
      process.kill(-b.child.pid!, 'SIGSTOP');
      let documentId = '';
      let pdf: Buffer = Buffer.alloc(0);
      try {
        pdf = await scannedPdf([
          'Certificate of conformity',
          'Product: stainless steel water bottle',
          'ASIN B0TEST0001',
        ]);
        const uploaded = await upload(a, caseId, pdf);
        expect(uploaded.status).toBe(202);
        documentId = ((await uploaded.json()) as { id: string }).id;
        await expect
          .poll(async () => (await jobOf(documentId)).status, { timeout: 20_000, interval: 20 })
          .toBe('running');
      } finally {
        // Killed with its job held, mid-analysis: no chance to give it back.
        process.kill(-a.child.pid!, 'SIGKILL');
        process.kill(-b.child.pid!, 'SIGCONT');
      }
      const killedAt = Date.now();
      expect(await jobOf(documentId)).toMatchObject({ status: 'running', attempts: 1 });

      let status = '';
      let pickedUpMs: number | null = null;
      while (Date.now() - killedAt < 40_000) {
        if (pickedUpMs === null && (await jobOf(documentId)).attempts === 2)
          pickedUpMs = Date.now() - killedAt;
        const response = await call(b, `/api/cases/${caseId}/documents/${documentId}`);
        status = ((await response.json()) as { status: string }).status;
        if (status !== 'analyzing') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const tookMs = Date.now() - killedAt;
      console.info(
        `[two processes] job of the killed process taken over by the other after ${pickedUpMs} ms, finished after ${tookMs} ms (default 20 s lease)`,
      );
      expect(status).toBe('analyzed');
      expect(tookMs).toBeLessThan(30_000);
      // Run twice in all: once by A, cut off, and once by B; never both to the end.
      expect(await jobOf(documentId)).toMatchObject({ status: 'done', attempts: 2 });

      const download = await call(b, `/api/cases/${caseId}/documents/${documentId}/file`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

      // Everything went to the object store: neither process wrote a file under its DATA_DIR.
      expect([...filesUnder(a.dataDir), ...filesUnder(b.dataDir)]).toEqual([]);
    });
  },
);
