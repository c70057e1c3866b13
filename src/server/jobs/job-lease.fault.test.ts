import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { documentJobHandlers } from '../documents/document-analysis';
import { DOCUMENT_ANALYSIS_JOB } from '../documents/document-job-kind';
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
import { closeExtraction } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { runPendingJobsOnce, startJobWorker, type JobWorker } from './job-worker';

afterAll(() => closeExtraction());

describe.each(dialectsUnderTest())('job leases (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;
  const workers: JobWorker[] = [];
  const releases: (() => void)[] = [];

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
  });
  afterEach(async () => {
    releases.splice(0).forEach((release) => release());
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await t.close();
  });

  const invoicePdf = async () => textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]);

  describe('F31: a job interrupted by a crash resumes only after its 120 s lock', () => {
    it('an analysis cut off by a dead process is resumed by the next one within 30 s — held', async () => {
      const response = await t.upload(owner, caseId, {
        data: await invoicePdf(),
        filename: 'a.pdf',
      });
      const id = (response.json() as CaseDocument).id;
      // The first process claims the job with its default lease, then dies mid-work.
      const claimedAt = new Date();
      let claimed = false;
      const dying = startJobWorker(
        { ...t.ctx, now: () => new Date() },
        {
          [DOCUMENT_ANALYSIS_JOB]: {
            run: () =>
              new Promise<void>((resolve) => {
                claimed = true;
                releases.push(resolve);
              }),
          },
        },
        { pollMs: 60_000 },
      );
      workers.push(dying);
      await expect.poll(() => claimed, { timeout: 5_000 }).toBe(true);
      const job = await t.ctx.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      const leaseMs = Date.parse(job.lockedUntil ?? '') - claimedAt.getTime();
      console.info(`[F31] lease on a claimed job: ${leaseMs} ms`);
      expect(leaseMs).toBeLessThanOrEqual(30_000);
      // The restarted process, 30 s after the crash, takes the job over and finishes it.
      t.setNow(new Date(claimedAt.getTime() + 30_000));
      expect(await runPendingJobsOnce(t.ctx, documentJobHandlers, { workerId: 'restarted' })).toBe(
        1,
      );
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({ status: 'analyzed' });
    });

    it('a long job keeps its short lease alive by heartbeat, so nobody takes it over — held', async () => {
      await t.upload(owner, caseId, { data: await invoicePdf(), filename: 'a.pdf' });
      let finished = false;
      const lockMs = 1_000;
      workers.push(
        startJobWorker(
          { ...t.ctx, now: () => new Date() },
          {
            [DOCUMENT_ANALYSIS_JOB]: {
              run: async () => {
                await new Promise((resolve) => setTimeout(resolve, 3_000));
                finished = true;
              },
            },
          },
          { lockMs, pollMs: 60_000 },
        ),
      );
      await expect
        .poll(
          async () =>
            (await t.ctx.db.selectFrom('jobs').select('status').executeTakeFirst())?.status,
        )
        .toBe('running');
      let stolen = 0;
      while (!finished) {
        stolen += await runPendingJobsOnce(
          { ...t.ctx, now: () => new Date() },
          documentJobHandlers,
          {
            workerId: 'other',
            lockMs,
          },
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stolen).toBe(0);
      await expect
        .poll(async () => await t.ctx.db.selectFrom('jobs').selectAll().executeTakeFirst())
        .toMatchObject({ status: 'done', attempts: 1 });
    });

    it('an upload wakes the job worker at once instead of waiting for its next poll — held', async () => {
      workers.push(
        startJobWorker(t.ctx, documentJobHandlers, {
          pollMs: 60_000,
        }),
      );
      // Let the loop find the queue empty and go to sleep.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const response = await t.upload(owner, caseId, {
        data: await invoicePdf(),
        filename: 'a.pdf',
      });
      const id = (response.json() as CaseDocument).id;
      await expect
        .poll(async () => (await t.getDocument(owner, caseId, id)).status, {
          timeout: 10_000,
          interval: 20,
        })
        .toBe('analyzed');
      console.info(
        `[F31] text PDF upload to analyzed with a sleeping worker: ${Date.now() - started} ms`,
      );
    }, 30_000);
  });

  describe('CI hang: a worker asked to stop while claiming slept a full poll first', () => {
    it('stops at once when stop() comes before the first claim has answered — held', async () => {
      const worker = startJobWorker(t.ctx, documentJobHandlers, { pollMs: 60_000 });
      const started = Date.now();
      await worker.stop();
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
