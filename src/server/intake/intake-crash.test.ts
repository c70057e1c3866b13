import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, stopProcessGroup, waitForHealth } from '../../../scripts/lib/server-process';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestUser, signIn } from '../test-support/test-app';
import {
  createTestDatabase,
  dialectsUnderTest,
  testConfig,
  type TestDatabase,
} from '../test-support/test-database';
import { suppressionNotice } from './test-support/notices';

const root = path.resolve(import.meta.dirname, '../../..');

describe.each(dialectsUnderTest())('mail intake survives a crash (%s)', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('a notice acknowledged with 250 and then killed (-9) before processing is filed after restart', async () => {
    const database: TestDatabase = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const config = testConfig({
      DATA_DIR: dataDir,
      INTAKE_DOMAIN: 'intake.test',
      INTAKE_SMTP_PORT: '0',
    });
    const ctx: AppContext = createAppContext({ db: database.db, dialect: dialect }, config, {
      version: 'test',
    });
    const app = await buildApp(ctx, { serveWeb: false, logger: false });
    cleanups.push(() => app.close());
    const seller = await createTestUser(ctx);
    const cookie = await signIn(app, seller.email);
    const kase = await createCaseViaApi(app, cookie, { asin: 'B0D7KTL2QX' });
    const { address } = (await app.inject({ url: '/api/intake', headers: { cookie } })).json<{
      address: string;
    }>();

    const httpPort = await freePort();
    const smtpPort = await freePort();
    const start = async (): Promise<ChildProcess> => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...database.env,
          ...(dialect === 'sqlite' ? {} : { SQLITE_PATH: '' }),
          PORT: String(httpPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          INTAKE_DOMAIN: 'intake.test',
          INTAKE_SMTP_PORT: String(smtpPort),
          INTAKE_SMTP_HOST: '127.0.0.1',
          // A job cut off by the kill is taken over 3 s after its last heartbeat.
          JOB_LOCK_SECONDS: '3',
          ADMIN_EMAIL: 'crash-admin@example.com',
          ADMIN_PASSWORD: 'crash-admin-password-0123',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      // A child killed by a signal has no exit code; only a live one is stopped.
      cleanups.push(() => (child.signalCode === null ? stopProcessGroup(child) : undefined));
      await waitForHealth(`http://127.0.0.1:${httpPort}`, child, 60_000);
      return child;
    };

    const first = await start();
    const exited = new Promise((resolve) => first.once('exit', resolve));
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'seller-performance@amazon.com',
        to: address,
        subject: 'Your listing B0D7KTL2QX has been removed',
        text: suppressionNotice('B0D7KTL2QX', 'December 20, 2026'),
      });
    // The 250 arrived: kill the process at once, before its job worker picks the message up.
    process.kill(-first.pid!, 'SIGKILL');
    await exited;

    const stored = await ctx.db.selectFrom('inboundMail').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'received', userId: seller.id });
    const job = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'inbound-mail')
      .executeTakeFirstOrThrow();
    // The worker is woken by the 250, so it may already have claimed the job; either way the
    // work itself never finished.
    expect(['queued', 'running']).toContain(job.status);
    const amazonEmails = () =>
      ctx.db
        .selectFrom('communications')
        .select('content')
        .where('caseId', '=', kase.id)
        .where('type', '=', 'Amazon Email')
        .execute();
    expect(await amazonEmails()).toEqual([]);

    await start();
    await expect
      .poll(async () => (await amazonEmails()).length, { timeout: 15_000, interval: 100 })
      .toBe(1);
    expect((await amazonEmails())[0]!.content).toContain('UL 1082');
    // The message is marked filed right after its e-mail lands on the case (each step is safe to
    // run again, so they are not one transaction): the poll above can see the first step alone.
    await expect
      .poll(
        async () =>
          (await ctx.db.selectFrom('inboundMail').select('status').executeTakeFirstOrThrow())
            .status,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('attached');
  }, 120_000);
});
