import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { allJobHandlers } from '../intake/mail-services';
import { startJobWorker, type JobWorker } from '../jobs/job-worker';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestUser } from '../test-support/test-app';
import {
  invoiceLines,
  isoDaysAgo,
  productCase,
  textPdf,
} from '../documents/test-support/document-fixtures';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
} from '../documents/test-support/documents-test-app';
import { NOTIFICATION_EMAIL_JOB, notifyUser } from './notify';

/**
 * F39: a mail relay that accepts connections and then says nothing. Every e-mail job waited
 * nodemailer's 30 s for a greeting (10 minutes once a connection went quiet), and e-mail jobs
 * had no owner, so a few reminders took both worker slots: a seller's upload sat unanalysed
 * until the relay's silence timed out, again on every retry. E-mails are now sent one at a
 * time and give up after 10 s; analysis always finds a free slot.
 */
describe('F39: a mail relay that never answers', () => {
  let relay: net.Server;
  const sockets = new Set<net.Socket>();
  let t: DocumentsTestApp;
  let worker: JobWorker | undefined;

  beforeAll(async () => {
    relay = net.createServer((socket) => {
      // Accept, read, never greet.
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as net.AddressInfo;
    t = await createDocumentsTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterEach(async () => {
    await worker?.stop();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    await t.close();
    await closeExtraction();
  });

  it('reminders to several sellers do not hold back another seller’s document, and each send gives up — held', async () => {
    for (let n = 0; n < 4; n += 1) {
      const user = await createTestUser(t.ctx);
      await notifyUser(t.ctx, {
        userId: user.id,
        kind: 'deadline-3-days',
        caseId: null,
        message: 'The response to Amazon is due in 3 days.',
      });
    }
    const cookie = await t.signInAs();
    const caseId = (await createCaseViaApi(t.app, cookie, productCase)).id;
    const invoice = await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]);
    // A serving app's engines are warm.
    await extractText('pdf', new Uint8Array(invoice));

    const started = Date.now();
    worker = startJobWorker(t.ctx, allJobHandlers, { pollMs: 50 });
    // The e-mails are claimed first: they were queued first.
    await expect
      .poll(() => sockets.size, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(1);
    const upload = await t.upload(cookie, caseId, { data: invoice, filename: 'invoice.pdf' });
    expect(upload.statusCode).toBe(202);
    const id = (upload.json() as CaseDocument).id;
    await expect
      .poll(async () => (await t.getDocument(cookie, caseId, id)).status, {
        timeout: 20_000,
        interval: 50,
      })
      .toBe('analyzed');
    const waited = Date.now() - started;
    console.info(`[F39] invoice analysed ${waited} ms after the worker started`);
    expect(waited).toBeLessThan(8_000);
    // One e-mail at a time talks to the relay.
    expect(sockets.size).toBeLessThanOrEqual(1);

    // The silent relay fails the send, with the reason, well before nodemailer's defaults.
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db
              .selectFrom('jobs')
              .select('lastError')
              .where('kind', '=', NOTIFICATION_EMAIL_JOB)
              .where('lastError', 'is not', null)
              .execute()
          ).length,
        { timeout: 15_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(1);
  }, 60_000);
});
