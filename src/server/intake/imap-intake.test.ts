import { ImapFlow } from 'imapflow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPendingJobsOnce } from '../jobs/job-worker';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { pollImapOnce, recipientsOf } from './imap-intake';
import { allJobHandlers } from './mail-services';
import { startDovecot, type Dovecot } from './test-support/dovecot';
import { suppressionNotice } from './test-support/notices';

function message(headers: Record<string, string>, body: string): string {
  return `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(
      '\r\n',
    )}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body.replace(/\n/g, '\r\n')}\r\n`;
}

describe('recipientsOf', () => {
  it('reads To, Delivered-To and X-Original-To, folded or not', () => {
    const raw = Buffer.from(
      'Delivered-To: catchall@example.com\r\nX-Original-To: ABC@intake.test\r\nTo: "Me" <me@example.com>,\r\n  other@example.com\r\nSubject: x\r\n\r\nTo: body@example.com\r\n',
    );
    expect(recipientsOf(raw).sort()).toEqual(
      ['abc@intake.test', 'catchall@example.com', 'me@example.com', 'other@example.com'].sort(),
    );
  });
});

describe.each(dialectsUnderTest())('mail intake by IMAP polling (%s)', (dialect) => {
  let t: TestApp;
  let dovecot: Dovecot;
  let imap: ImapFlow;

  beforeEach(async () => {
    // A real IMAP server; if it cannot start this throws and the test fails (never skips).
    dovecot = await startDovecot();
    t = await createTestApp(dialect);
    t.ctx.config.mail.intakeDomain = 'intake.test';
    t.ctx.config.mail.imapUrl = dovecot.url;
    const port = Number(new URL(dovecot.url).port);
    imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: dovecot.user, pass: dovecot.password },
      logger: false,
    });
    await imap.connect();
  });
  afterEach(async () => {
    await imap.logout().catch(() => undefined);
    await t.close();
    await dovecot.stop();
  });

  it('stores mail for an intake address (by X-Original-To) before flagging it \\Seen, once, and files it on the case', async () => {
    const seller = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, seller.email);
    const kase = await createCaseViaApi(t.app, cookie, { asin: 'B0D7KTL2QX' });
    const { address } = (await t.app.inject({ url: '/api/intake', headers: { cookie } })).json<{
      address: string;
    }>();
    // A catch-all mailbox: the intake address only survives in X-Original-To.
    await imap.append(
      'INBOX',
      message(
        {
          From: 'seller-performance@amazon.com',
          To: 'catchall@example.com',
          'X-Original-To': address,
          Subject: 'Your listing B0D7KTL2QX has been removed',
        },
        suppressionNotice('B0D7KTL2QX', 'December 20, 2026'),
      ),
    );
    await imap.append(
      'INBOX',
      message(
        { From: 'x@example.com', To: 'someone-else@intake.test', Subject: 'Not for us' },
        'hello',
      ),
    );

    expect(await pollImapOnce(t.ctx, dovecot.url)).toBe(1);
    const rows = await t.ctx.db.selectFrom('inboundMail').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: seller.id, recipient: address, status: 'received' });

    const lock = await imap.getMailboxLock('INBOX');
    try {
      expect(await imap.search({ seen: false }, { uid: true })).toEqual([]);
    } finally {
      lock.release();
    }
    // A second poll finds nothing new and stores nothing twice.
    expect(await pollImapOnce(t.ctx, dovecot.url)).toBe(0);

    await runPendingJobsOnce(t.ctx, allJobHandlers);
    const comms = (
      await t.app.inject({ url: `/api/cases/${kase.id}/communications`, headers: { cookie } })
    ).json<{ type: string; content: string }[]>();
    expect(comms.filter((c) => c.type === 'Amazon Email')).toHaveLength(1);
  });
});
