import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorker, type JobWorker } from '../jobs/job-worker';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { allJobHandlers } from './mail-services';
import { startSmtpIntake, type SmtpIntake } from './smtp-intake';
import { suppressionNotice } from './test-support/notices';

type InboxItem = { id: string; subject: string };

/**
 * F75: one Inbox notice accepted by several requests at once (a double click, a second tab).
 * Each found the item still in the Inbox and made a case of it: the seller got two cases of one
 * notice, the e-mail filed on both. An accept and a dismissal at once both answered success.
 *
 * F79: the claim that fixed F75 ('accepting') never expired: an accept whose process died (a
 * crash, a deploy) mid-accept left its notice hidden from the Inbox for good, neither listed
 * nor acceptable nor dismissable.
 */
describe.each(dialectsUnderTest())('Inbox accepts racing or dying (%s)', (dialect) => {
  let t: TestApp;
  let smtp: SmtpIntake;
  let worker: JobWorker;
  let cookie: string;
  let address: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.ctx.config.mail.intakeDomain = 'intake.test';
    t.ctx.config.mail.intakeSmtpPort = 0;
    smtp = await startSmtpIntake(t.ctx, { port: 0, host: '127.0.0.1' });
    worker = startJobWorker(t.ctx, allJobHandlers);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    address = (await t.app.inject({ url: '/api/intake', headers: { cookie } })).json<{
      address: string;
    }>().address;
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await t?.close();
  });

  /** Mails a notice for `asin` to the seller's intake address; answers its Inbox item. */
  async function inboxItemFor(asin: string): Promise<InboxItem> {
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'seller-performance@amazon.com',
        to: address,
        subject: `Listing removed: ${asin}`,
        text: suppressionNotice(asin, 'December 20, 2026'),
      });
    let item: InboxItem | undefined;
    await expect
      .poll(
        async () => {
          const items = (await t.app.inject({ url: '/api/inbox', headers: { cookie } })).json<{
            items: InboxItem[];
          }>().items;
          item = items.find((i) => i.subject.includes(asin));
          return item !== undefined;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    return item!;
  }
  const accept = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/inbox/${id}/accept`,
      headers: { cookie },
      payload: { sellerId: 'A1SELLER' },
    });
  const casesOf = async (asin: string) =>
    t.ctx.db.selectFrom('cases').select('id').where('asin', '=', asin).execute();
  const mailRow = (id: string) =>
    t.ctx.db
      .selectFrom('inboundMail')
      .select(['status', 'caseId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('F75: an Inbox notice accepted twice at once becomes two cases', () => {
    it('three accepts at once: one 200, the others 404, one case, the item filed on it — held', async () => {
      const item = await inboxItemFor('B0RACE0001');
      const answers = await Promise.all([accept(item.id), accept(item.id), accept(item.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
      const cases = await casesOf('B0RACE0001');
      expect(cases).toHaveLength(1);
      expect(await mailRow(item.id)).toEqual({ status: 'attached', caseId: cases[0]!.id });
    });

    it('an accept and a dismissal at once: only one of them happens — held', async () => {
      const item = await inboxItemFor('B0RACE0002');
      const [accepted, dismissed] = await Promise.all([
        accept(item.id),
        t.app.inject({ method: 'DELETE', url: `/api/inbox/${item.id}`, headers: { cookie } }),
      ]);
      const cases = await casesOf('B0RACE0002');
      const row = await mailRow(item.id);
      if (accepted.statusCode === 200) {
        expect(dismissed.statusCode).toBe(404);
        expect(row).toEqual({ status: 'attached', caseId: cases[0]!.id });
        expect(cases).toHaveLength(1);
      } else {
        expect([accepted.statusCode, dismissed.statusCode]).toEqual([404, 204]);
        expect(row.status).toBe('dismissed');
        expect(cases).toEqual([]);
      }
    });
  });

  describe('F79: a notice whose accept died mid-way stays hidden from the Inbox forever', () => {
    const listed = async () =>
      (await t.app.inject({ url: '/api/inbox', headers: { cookie } }))
        .json<{ items: InboxItem[] }>()
        .items.map((i) => i.id);
    /** What a process that died after claiming the item leaves behind. */
    const leaveClaimed = (id: string, claimedAt: string | null) =>
      t.ctx.db
        .updateTable('inboundMail')
        .set({ status: 'accepting', claimedAt })
        .where('id', '=', id)
        .execute();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

    it('a claim left from before claims were dated is back in the Inbox and accepted once — held', async () => {
      const item = await inboxItemFor('B0STALE001');
      await t.ctx.db
        .updateTable('inboundMail')
        .set({ status: 'accepting' })
        .where('id', '=', item.id)
        .execute();
      expect(await listed()).toContain(item.id);
      const answers = await Promise.all([accept(item.id), accept(item.id), accept(item.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
      const cases = await casesOf('B0STALE001');
      expect(cases).toHaveLength(1);
      expect(await mailRow(item.id)).toEqual({ status: 'attached', caseId: cases[0]!.id });
    });

    it('a claim older than the expiry is back in the Inbox; a recent one still holds — held', async () => {
      const stale = await inboxItemFor('B0STALE002');
      const fresh = await inboxItemFor('B0STALE003');
      await leaveClaimed(stale.id, minutesAgo(60));
      await leaveClaimed(fresh.id, minutesAgo(1));
      const shown = await listed();
      expect(shown).toContain(stale.id);
      expect(shown).not.toContain(fresh.id);
      expect((await accept(fresh.id)).statusCode).toBe(404);
      const dismissFresh = await t.app.inject({
        method: 'DELETE',
        url: `/api/inbox/${fresh.id}`,
        headers: { cookie },
      });
      expect(dismissFresh.statusCode).toBe(404);
      expect((await mailRow(fresh.id)).status).toBe('accepting');
      const dismissStale = await t.app.inject({
        method: 'DELETE',
        url: `/api/inbox/${stale.id}`,
        headers: { cookie },
      });
      expect(dismissStale.statusCode).toBe(204);
      expect((await mailRow(stale.id)).status).toBe('dismissed');
    });
  });
});
