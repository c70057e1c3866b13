import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentJobHandlers } from '../documents/document-analysis';
import {
  multipartBody,
  productCase,
  textPdf,
  invoiceLines,
} from '../documents/test-support/document-fixtures';
import { OUTAGE_RETRY_MS, runPendingJobsOnce } from '../jobs/job-worker';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { closeExtraction } from './extraction/extract-text';
import { startTestS3Server, type TestS3Server } from './test-support/s3-server';

/**
 * F38: the object store (S3_BUCKET) stops answering — restarted, or its network gone — while
 * sellers upload and download. Each such request must fail alone with 503 and a message to try
 * again, store nothing half-way, and leave the server answering; once the store is back the same
 * requests work, and nothing stored before was lost.
 */
describe('F38: the object store goes away and comes back', { timeout: 90_000 }, () => {
  let s3: TestS3Server;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    t = await createTestApp('sqlite', { env: s3.env });
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await closeExtraction();
  });

  const upload = async (caseId: string, data: Buffer) => {
    const body = multipartBody([
      { name: 'type', value: 'Invoice' },
      { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const download = (caseId: string, documentId: string) =>
    t.app.inject({ url: `/api/cases/${caseId}/documents/${documentId}/file`, headers: { cookie } });

  it('uploads and downloads fail with 503 while it is away, nothing is half-stored, and all works again once it is back — held', async () => {
    const caseId = (await createCaseViaApi(t.app, cookie, productCase)).id;
    const pdf = await textPdf([invoiceLines('2026-11-01')]);
    const before = await upload(caseId, pdf);
    expect(before.statusCode, before.body).toBe(202);
    const storedId = before.json().id as string;
    await runPendingJobsOnce(t.ctx, documentJobHandlers, { retryBaseMs: 0 });
    const keysBefore = await s3.listKeys();

    await s3.stop();
    try {
      const started = Date.now();
      const refused = await upload(caseId, pdf);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(30_000);

      const away = await download(caseId, storedId);
      expect(away.statusCode, away.body).toBe(503);
      expect(away.json().error.code).toBe('SERVICE_UNAVAILABLE');

      const rows = await t.ctx.db.selectFrom('documents').select('id').execute();
      expect(rows.map((r) => r.id)).toEqual([storedId]);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await s3.restart();
    }

    expect(await s3.listKeys()).toEqual(keysBefore);
    const back = await download(caseId, storedId);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
    const again = await upload(caseId, pdf);
    expect(again.statusCode, again.body).toBe(202);
    await runPendingJobsOnce(t.ctx, documentJobHandlers, { retryBaseMs: 0 });
    const analysed = await t.app.inject({
      url: `/api/cases/${caseId}/documents/${again.json().id as string}`,
      headers: { cookie },
    });
    expect(analysed.json().status).toBe('analyzed');
  });

  it('a document whose analysis runs while it is away waits, without spending its attempts, and is analysed once it is back — held', async () => {
    const caseId = (await createCaseViaApi(t.app, cookie, productCase)).id;
    const uploaded = await upload(caseId, await textPdf([invoiceLines('2026-11-01')]));
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const documentId = uploaded.json().id as string;
    const jobOf = async () =>
      (await t.ctx.db.selectFrom('jobs').selectAll().execute()).find((job) =>
        job.payload.includes(documentId),
      );
    const statusOf = async () =>
      (
        await t.app.inject({
          url: `/api/cases/${caseId}/documents/${documentId}`,
          headers: { cookie },
        })
      ).json().status as string;

    await s3.stop();
    try {
      // Longer than the production backoff (5 s, then 10 s) would allow three attempts.
      const started = new Date();
      for (let pass = 0; pass < 5; pass += 1) {
        t.setNow(new Date(started.getTime() + pass * (OUTAGE_RETRY_MS + 1_000)));
        await runPendingJobsOnce(t.ctx, documentJobHandlers, { maxAttempts: 3, retryBaseMs: 0 });
      }
      expect(await jobOf()).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await statusOf()).toBe('analyzing');
    } finally {
      await s3.restart();
    }
    t.setNow(new Date(Date.now() + 6 * (OUTAGE_RETRY_MS + 1_000)));
    await runPendingJobsOnce(t.ctx, documentJobHandlers, { maxAttempts: 3, retryBaseMs: 0 });
    t.setNow(undefined);
    expect(await statusOf()).toBe('analyzed');
    expect(await jobOf()).toMatchObject({ status: 'done' });
  });
});
