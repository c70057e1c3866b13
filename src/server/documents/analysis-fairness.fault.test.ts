import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { startJobWorker, type JobWorker } from '../jobs/job-worker';
import { claimNextJob, enqueueJob } from '../jobs/jobs.repository';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { documentJobHandlers } from './document-analysis';
import { DOCUMENT_ANALYSIS_JOB } from './document-job-kind';
import { ANALYSIS_QUOTA_MESSAGE, MAX_QUEUED_ANALYSES_PER_USER } from './documents.service';
import { invoiceLines, isoDaysAgo, productCase, textPdf } from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';
import { manyPagesPdf } from './test-support/hostile-fixtures';

afterAll(() => closeExtraction());

describe.each(dialectsUnderTest())('analysis fairness (%s)', (dialect) => {
  let t: DocumentsTestApp;
  const workers: JobWorker[] = [];

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await t.close();
  });

  async function sellerWithCase() {
    const cookie = await t.signInAs();
    const caseId = (await createCaseViaApi(t.app, cookie, productCase)).id;
    return { cookie, caseId };
  }

  describe('F10: no anti-automation on costly work', () => {
    it('three 20,000-page PDFs from one seller do not delay another seller’s invoice — held', async () => {
      const heavy = await sellerWithCase();
      const other = await sellerWithCase();
      const pages20k = manyPagesPdf(20_000);
      for (let n = 1; n <= 3; n += 1) {
        const response = await t.upload(heavy.cookie, heavy.caseId, {
          data: pages20k,
          filename: `pages20k-${n}.pdf`,
        });
        expect(response.statusCode).toBe(202);
      }
      const invoice = await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]);
      // A serving app's engines are warm; start them as one would have been by earlier uploads.
      await Promise.all([1, 2].map(() => extractText('pdf', new Uint8Array(invoice))));
      workers.push(startJobWorker(t.ctx, documentJobHandlers));
      const started = Date.now();
      const response = await t.upload(other.cookie, other.caseId, {
        data: invoice,
        filename: 'invoice.pdf',
      });
      const id = (response.json() as CaseDocument).id;
      await expect
        .poll(async () => (await t.getDocument(other.cookie, other.caseId, id)).status, {
          timeout: 30_000,
          interval: 20,
        })
        .toBe('analyzed');
      console.info(
        `[F10] other seller's ${invoice.length} B invoice, upload to analyzed while 3 × 20k-page PDFs were queued: ${Date.now() - started} ms`,
      );
      expect(Date.now() - started).toBeLessThan(15_000);
    }, 180_000);

    it('one seller’s long jobs never hold every worker slot while another seller waits — held', async () => {
      const release: (() => void)[] = [];
      const done: string[] = [];
      const handlers = {
        slow: {
          run: async (_ctx: unknown, payload: unknown) => {
            const { name } = payload as { name: string };
            if (name.startsWith('heavy')) await new Promise<void>((r) => release.push(r));
            done.push(name);
          },
        },
      };
      const now = new Date();
      for (let n = 1; n <= 3; n += 1) {
        await enqueueJob(t.ctx.db, {
          kind: 'slow',
          payload: { name: `heavy-${n}` },
          now: new Date(now.getTime() + n),
          ownerId: 'seller-heavy',
        });
      }
      await enqueueJob(t.ctx.db, {
        kind: 'slow',
        payload: { name: 'invoice' },
        now: new Date(now.getTime() + 10),
        ownerId: 'seller-other',
      });
      workers.push(startJobWorker(t.ctx, handlers, { concurrency: 2, pollMs: 50 }));
      await expect.poll(() => done, { timeout: 10_000 }).toContain('invoice');
      // The heavy seller's jobs still all run, one after another.
      const drain = setInterval(() => release.splice(0).forEach((r) => r()), 20);
      await expect.poll(() => done.length, { timeout: 10_000 }).toBe(4);
      clearInterval(drain);
    }, 30_000);

    it('claims racing in separate transactions never start more of one seller’s jobs than the limit — held', async () => {
      // Two PostgreSQL claimers each saw none of the seller's jobs running (neither had
      // committed) and both started one: the race that filled every slot in the test above.
      const now = new Date();
      for (let round = 0; round < 25; round += 1) {
        await t.ctx.db.deleteFrom('jobs').execute();
        for (let n = 0; n < 3; n += 1)
          await enqueueJob(t.ctx.db, {
            kind: 'slow',
            payload: { n },
            now: new Date(now.getTime() - 10_000 + n),
            ownerId: 'seller-heavy',
          });
        await enqueueJob(t.ctx.db, { kind: 'slow', payload: {}, now, ownerId: 'seller-other' });
        const claims = await Promise.all(
          ['a', 'b', 'c'].map((workerId) =>
            claimNextJob(t.ctx.db, {
              workerId,
              now,
              lockMs: 60_000,
              kinds: ['slow'],
              maxRunningPerOwner: 1,
              dialect,
            }),
          ),
        );
        const owners = claims.flatMap((job) => (job ? [job.ownerId] : []));
        expect(owners.sort(), `round ${round}`).toEqual(['seller-heavy', 'seller-other']);
      }
    });

    it(`a seller with ${MAX_QUEUED_ANALYSES_PER_USER} analyses waiting is asked to wait (429) before more bytes are stored — held`, async () => {
      const seller = await sellerWithCase();
      const other = await sellerWithCase();
      const pdf = await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]);
      for (let n = 0; n < MAX_QUEUED_ANALYSES_PER_USER; n += 1) {
        const ok = await t.upload(seller.cookie, seller.caseId, { data: pdf, filename: 'a.pdf' });
        expect(ok.statusCode).toBe(202);
      }
      const stored = t.storedFiles().length;
      const refused = await t.upload(seller.cookie, seller.caseId, {
        data: pdf,
        filename: 'a.pdf',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: ANALYSIS_QUOTA_MESSAGE },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(t.storedFiles()).toHaveLength(stored);
      // Reanalysis is the same costly work.
      const docs = (
        await t.app.inject({
          method: 'GET',
          url: `/api/cases/${seller.caseId}/documents`,
          headers: { cookie: seller.cookie },
        })
      ).json() as CaseDocument[];
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${seller.caseId}/documents/${docs[0]?.id}/reanalyze`,
        headers: { cookie: seller.cookie },
      });
      expect(again.statusCode).toBe(429);
      // Another seller is not affected.
      expect(
        (await t.upload(other.cookie, other.caseId, { data: pdf, filename: 'b.pdf' })).statusCode,
      ).toBe(202);
      // Once the queue drains, the seller may upload again.
      await t.runJobs();
      expect(
        (await t.upload(seller.cookie, seller.caseId, { data: pdf, filename: 'c.pdf' })).statusCode,
      ).toBe(202);
      const jobs = await t.ctx.db.selectFrom('jobs').select('kind').execute();
      expect(jobs.every((job) => job.kind === DOCUMENT_ANALYSIS_JOB)).toBe(true);
    }, 120_000);
  });
});
