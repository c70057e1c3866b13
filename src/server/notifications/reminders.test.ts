import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import { openDatabase } from '../db/database';
import { allJobHandlers } from '../intake/mail-services';
import { startJobWorker } from '../jobs/job-worker';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestUser, signIn } from '../test-support/test-app';
import { createTestDatabase, dialectsUnderTest, testConfig } from '../test-support/test-database';
import { sendNotificationEmail } from './mailer';
import { scanReminders, startReminderScheduler } from './reminders';

type Received = { to: string[]; subject: string; text: string; messageId: string };

/** A real SMTP server standing in for the mail relay: it keeps what it is sent. */
async function startMailSink(): Promise<{
  port: number;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const day = 86_400_000;

describe.each(dialectsUnderTest())('deadline reminders (%s)', (dialect) => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function instance(
    database: Awaited<ReturnType<typeof createTestDatabase>>,
    env: Record<string, string>,
    own: boolean,
  ): Promise<{ app: FastifyInstance; ctx: AppContext }> {
    // The second instance opens its own connection pool, as a second process would.
    const db = own
      ? openDatabase(
          dialect === 'sqlite'
            ? database.database
            : { dialect: 'postgres', url: database.env.DATABASE_URL! },
        ).db
      : database.db;
    if (own) cleanups.push(() => db.destroy());
    const config = testConfig(env);
    const ctx: AppContext = createAppContext({ db, dialect }, config, { version: 'test' });
    const app = await buildApp(ctx, { serveWeb: false, logger: false });
    cleanups.push(() => app.close());
    return { app, ctx };
  }

  it('mails a case due in 3 days exactly once, with two app instances scanning the same database', async () => {
    const sink = await startMailSink();
    cleanups.push(sink.close);
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-reminders-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      REMINDER_SCAN_SECONDS: '1',
      PUBLIC_BASE_URL: 'https://casepilot.example.com',
    };
    const a = await instance(database, env, false);
    // Two processes share PostgreSQL; SQLite is one process's database, so there the second
    // instance shares the first one's connection (still two apps, two workers, two schedulers).
    const b = await instance(database, env, dialect === 'postgres');

    const seller = await createTestUser(a.ctx);
    const cookie = await signIn(a.app, seller.email);
    const dueDate = new Date(Date.now() + 3 * day).toISOString().slice(0, 10);
    const kase = await createCaseViaApi(a.app, cookie, { title: 'Kettle suppressed', dueDate });
    // Not due within 3 days, and a case already with Amazon: no reminders for these.
    await createCaseViaApi(a.app, cookie, {
      dueDate: new Date(Date.now() + 9 * day).toISOString().slice(0, 10),
    });

    for (const { ctx } of [a, b]) {
      const worker = startJobWorker(ctx, allJobHandlers, { pollMs: 50 });
      cleanups.push(() => worker.stop());
      const scheduler = startReminderScheduler(ctx);
      cleanups.push(scheduler.stop);
    }
    // Both instances scan at the same moment too, on top of their loops.
    await Promise.all([scanReminders(a.ctx), scanReminders(b.ctx), scanReminders(b.ctx)]);

    await expect.poll(() => sink.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    // Several more scans by both instances: still one mail.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await Promise.all([scanReminders(a.ctx), scanReminders(b.ctx)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.to).toEqual([seller.email]);
    expect(mail!.subject).toBe('CasePilot: Response deadline in 3 days');
    expect(mail!.text).toContain('“Kettle suppressed”: the response to Amazon is due in 3 days');
    expect(mail!.text).toContain(`https://casepilot.example.com/cases/${kase.id}`);

    const list = await b.app.inject({ url: '/api/notifications', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      items: { id: string; kind: string; caseId: string; readAt: string | null }[];
      unread: number;
    }>();
    expect(body.unread).toBe(1);
    expect(body.items).toMatchObject([{ kind: 'deadline-3-days', caseId: kase.id, readAt: null }]);
    const delivery = await a.ctx.db.selectFrom('reminderDeliveries').selectAll().execute();
    expect(delivery).toMatchObject([
      { key: `${kase.id}:deadline-3-days:${dueDate}`, kind: 'deadline-3-days' },
    ]);
    expect(delivery[0]!.emailedAt).not.toBeNull();

    // A crash between sending and recording sends it again on retry: with the same Message-ID,
    // so the seller's mail system files it once.
    await a.ctx.db.updateTable('reminderDeliveries').set({ emailedAt: null }).execute();
    await sendNotificationEmail(a.ctx, {
      userId: seller.id,
      kind: 'deadline-3-days',
      caseId: kase.id,
      message: 'again',
      onceKey: delivery[0]!.key,
    });
    expect(sink.received).toHaveLength(2);
    expect(sink.received[0]!.messageId).toMatch(/^<reminder\.[0-9a-f]{32}@/);
    expect(sink.received[1]!.messageId).toBe(sink.received[0]!.messageId);

    const read = await a.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie },
      payload: { ids: [body.items[0]!.id] },
    });
    expect(read.statusCode).toBe(204);
    expect(
      (await a.app.inject({ url: '/api/notifications', headers: { cookie } })).json(),
    ).toMatchObject({ unread: 0 });
  }, 60_000);

  it('follows the seller’s preferences: e-mail off means in-app only; overdue and follow-up are their own kinds', async () => {
    const sink = await startMailSink();
    cleanups.push(sink.close);
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const { app, ctx } = await instance(
      database,
      { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
      false,
    );
    const seller = await createTestUser(ctx);
    const cookie = await signIn(app, seller.email);

    const prefs = await app.inject({
      url: '/api/account/notification-preferences',
      headers: { cookie },
    });
    expect(
      prefs.json<{ preferences: { kind: string; inApp: boolean; email: boolean }[] }>().preferences,
    ).toContainEqual({
      kind: 'overdue',
      inApp: true,
      email: true,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: { cookie },
      payload: { preferences: [{ kind: 'overdue', inApp: true, email: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(
      put.json<{ preferences: { kind: string; email: boolean }[] }>().preferences,
    ).toContainEqual({
      kind: 'overdue',
      inApp: true,
      email: false,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: { cookie },
      payload: { preferences: [{ kind: 'nonsense', inApp: true, email: false }] },
    });
    expect(bad.statusCode).toBe(400);

    await createCaseViaApi(app, cookie, {
      title: 'Late one',
      dueDate: new Date(Date.now() - 2 * day).toISOString().slice(0, 10),
    });
    const submitted = await createCaseViaApi(app, cookie, { title: 'With Amazon' });
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/cases/${submitted.id}`,
      headers: { cookie },
      payload: { status: 'Submitted to Amazon' },
    });
    expect(patch.statusCode).toBe(200);
    // Eight days later (at least 5 business days), still no answer from Amazon.
    const later = new Date(Date.now() + 8 * day);
    const laterCtx = { ...ctx, now: () => later };
    await scanReminders(laterCtx);
    const worker = startJobWorker(laterCtx, allJobHandlers, { pollMs: 50 });
    cleanups.push(() => worker.stop());

    await expect.poll(() => sink.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect(sink.received[0]!.subject).toBe(
      'CasePilot: Follow up with Amazon (5 business days without an answer)',
    );
    const list = (await app.inject({ url: '/api/notifications', headers: { cookie } })).json<{
      items: { kind: string; message: string }[];
    }>();
    expect(list.items.map((n) => n.kind).sort()).toEqual(['follow-up-due', 'overdue']);
    expect(list.items.find((n) => n.kind === 'overdue')!.message).toContain('overdue by 10 days');
  }, 60_000);
});
