import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textPdf } from '../documents/test-support/document-fixtures';
import { startJobWorker, type JobWorker } from '../jobs/job-worker';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { allJobHandlers } from './mail-services';
import { startSmtpIntake, type SmtpIntake } from './smtp-intake';
import { shippingConfirmation, suppressionNotice } from './test-support/notices';

describe.each(dialectsUnderTest())('mail intake over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let smtp: SmtpIntake;
  let worker: JobWorker;
  let cookie: string;
  let address: string;
  let sellerId: string;

  const send = (message: Record<string, unknown>) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'seller-performance@amazon.com', ...message });

  beforeEach(async () => {
    t = await createTestApp(dialect);
    t.ctx.config.mail.intakeDomain = 'intake.test';
    t.ctx.config.mail.intakeSmtpPort = 0;
    smtp = await startSmtpIntake(t.ctx, { port: 0, host: '127.0.0.1' });
    // The production poll: the SMTP listener wakes the worker, no fast polling needed.
    worker = startJobWorker(t.ctx, allJobHandlers);
    const seller = await createTestUser(t.ctx);
    sellerId = seller.id;
    cookie = await signIn(t.app, seller.email);
    const response = await t.app.inject({ url: '/api/intake', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    address = response.json<{ address: string }>().address;
    expect(address).toMatch(/^[a-f0-9]{32}@intake\.test$/);
  });
  afterEach(async () => {
    await worker.stop();
    await smtp.close();
    await t.close();
  });

  it('files a notice with a PDF attachment on the matching case within 2 s, with its deadline and requirements', async () => {
    const kase = await createCaseViaApi(t.app, cookie, {
      asin: 'B0D7KTL2QX',
      caseType: 'Suppression',
    });
    const pdf = await textPdf([['UL 1082 Test Report', 'Electric Kettle BK-1701', 'Result: Pass']]);
    let acknowledged = 0;
    await send({
      to: address,
      subject: 'Your listing B0D7KTL2QX has been removed',
      text: suppressionNotice('B0D7KTL2QX', 'December 20, 2026'),
      html: `<p>${suppressionNotice('B0D7KTL2QX', 'December 20, 2026').replace(/\n/g, '<br>')}</p>`,
      attachments: [{ filename: 'ul-test-report.pdf', content: pdf }],
    });
    // From the 250 (the mail is ours) to the notice and its attachment on the case.
    acknowledged = Date.now();
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({ url: `/api/cases/${kase.id}/documents`, headers: { cookie } })
          ).json<{ name: string }[]>().length,
        { timeout: 2_000, interval: 50 },
      )
      .toBe(1);
    expect(Date.now() - acknowledged).toBeLessThan(2_000);

    const detail = (
      await t.app.inject({ url: `/api/cases/${kase.id}`, headers: { cookie } })
    ).json<{
      dueDate: string;
      documents: { name: string; type: string; size: number }[];
      communications: { type: string; content: string }[];
    }>();
    expect(detail.dueDate).toBe('2026-12-20');
    expect(detail.documents[0]).toMatchObject({
      name: 'ul-test-report.pdf',
      type: 'Test Report',
      size: pdf.length,
    });
    const email = detail.communications.find((c) => c.type === 'Amazon Email');
    expect(email?.content).toContain('Subject: Your listing B0D7KTL2QX has been removed');
    expect(email?.content).toContain('UL 1082');
    const requirements = (
      await t.app.inject({ url: `/api/cases/${kase.id}/suggested-documents`, headers: { cookie } })
    ).json<{ name: string }[]>();
    expect(requirements.length).toBeGreaterThan(0);
    const row = await t.ctx.db.selectFrom('inboundMail').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'attached', caseId: kase.id, userId: sellerId });
  });

  it('refuses mail for an address that is not an intake address, at RCPT TO', async () => {
    await expect(
      send({
        to: 'nobody@intake.test',
        subject: 'x',
        text: suppressionNotice('B0D7KTL2QX', 'December 20, 2026'),
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    // A revoked (rotated) address is refused too.
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/intake/rotate',
      headers: { cookie },
    });
    expect(rotated.json<{ address: string }>().address).not.toBe(address);
    await expect(send({ to: address, subject: 'x', text: 'y' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(await t.ctx.db.selectFrom('inboundMail').selectAll().execute()).toEqual([]);
  });

  it('keeps a non-notice out of cases and the Inbox, stored and marked ignored', async () => {
    const kase = await createCaseViaApi(t.app, cookie, {
      asin: 'B0D7KTL2QX',
      caseType: 'Suppression',
    });
    await send({
      to: address,
      subject: 'Your Amazon.com order has shipped',
      text: shippingConfirmation,
    });
    await expect
      .poll(
        async () =>
          (await t.ctx.db.selectFrom('inboundMail').select('status').executeTakeFirst())?.status,
        { timeout: 5_000, interval: 50 },
      )
      .toBe('ignored');
    const comms = (
      await t.app.inject({ url: `/api/cases/${kase.id}/communications`, headers: { cookie } })
    ).json<{ type: string }[]>();
    expect(comms.filter((c) => c.type === 'Amazon Email')).toEqual([]);
    const inbox = await t.app.inject({ url: '/api/inbox', headers: { cookie } });
    expect(inbox.json()).toEqual({ items: [] });
  });

  it('puts a notice that matches no case in the Inbox; Accept creates a case with its attachment, Dismiss removes it', async () => {
    await createCaseViaApi(t.app, cookie, {
      asin: 'B0AAAAAAAA',
      caseType: 'FBA Lock',
      sellerId: 'A1SELLER',
    });
    const pdf = await textPdf([['Certificate of Conformity', 'UL 1082']]);
    await send({
      to: address,
      subject: 'Listing removed: B0NEWNEW11',
      text: suppressionNotice('B0NEWNEW11', 'December 20, 2026'),
      attachments: [{ filename: 'certificate.pdf', content: pdf }],
    });
    const inbox = async () =>
      (await t.app.inject({ url: '/api/inbox', headers: { cookie } })).json<{
        items: {
          id: string;
          subject: string;
          from: string;
          analysis: { asins: string[] };
          suggestedCaseId: string | null;
        }[];
      }>().items;
    await expect.poll(async () => (await inbox()).length, { timeout: 5_000, interval: 50 }).toBe(1);
    const [item] = await inbox();
    expect(item).toMatchObject({
      subject: 'Listing removed: B0NEWNEW11',
      from: 'seller-performance@amazon.com',
      suggestedCaseId: null,
    });
    expect(item!.analysis.asins).toContain('B0NEWNEW11');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${item!.id}/accept`,
      headers: { cookie },
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    const created = accepted.json<{
      id: string;
      asin: string;
      sellerId: string;
      caseType: string;
      dueDate: string;
    }>();
    expect(created).toMatchObject({
      asin: 'B0NEWNEW11',
      sellerId: 'A1SELLER',
      caseType: 'Suppression',
      dueDate: '2026-12-20',
    });
    const docs = (
      await t.app.inject({ url: `/api/cases/${created.id}/documents`, headers: { cookie } })
    ).json<{ name: string; type: string }[]>();
    expect(docs).toMatchObject([{ name: 'certificate.pdf', type: 'Certificate' }]);
    expect(await inbox()).toEqual([]);

    // Dismiss: another unmatched notice, removed without a case.
    await send({
      to: address,
      subject: 'Listing removed: B0NEWNEW22',
      text: suppressionNotice('B0NEWNEW22', 'December 20, 2026'),
    });
    await expect.poll(async () => (await inbox()).length, { timeout: 5_000, interval: 50 }).toBe(1);
    const [second] = await inbox();
    const dismissed = await t.app.inject({
      method: 'DELETE',
      url: `/api/inbox/${second!.id}`,
      headers: { cookie },
    });
    expect(dismissed.statusCode).toBe(204);
    expect(await inbox()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/inbox/${second!.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for the intake address when intake is off', async () => {
    expect((await t.app.inject({ url: '/api/intake/status', headers: { cookie } })).json()).toEqual(
      { enabled: true, address },
    );
    t.ctx.config.mail.intakeDomain = undefined;
    const response = await t.app.inject({ url: '/api/intake', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await t.app.inject({ url: '/api/intake/status', headers: { cookie } })).json()).toEqual(
      { enabled: false, address: null },
    );
  });
});
