import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentJobHandlers } from '../documents/document-analysis';
import { sweepOrphanFiles } from '../documents/document-storage';
import { multipartBody, textPdf } from '../documents/test-support/document-fixtures';
import { closeExtraction } from './extraction/extract-text';
import { runPendingJobsOnce } from '../jobs/job-worker';
import { closePackageThread } from '../package/package-build-thread';
import { packageJobHandlers } from '../package/package-job';
import { attachDocument, createReadyCase } from '../package/test-support/package-fixtures';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { startTestS3Server, type TestS3Server } from './test-support/s3-server';

describe.each(dialectsUnderTest())(
  'files in object storage on %s',
  { timeout: 90_000 },
  (dialect) => {
    let s3: TestS3Server;
    let t: TestApp;
    beforeAll(async () => {
      // No skip: without a working S3 server this suite fails.
      s3 = await startTestS3Server();
      t = await createTestApp(dialect, { env: s3.env });
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
      await closeExtraction();
      await closePackageThread();
    });

    const bucketKeys = () => s3.listKeys();

    it('uploads, analyses and downloads a document, generates and downloads a package, and writes nothing under DATA_DIR', async () => {
      const owner = await createTestUser(t.ctx);
      const cookie = await signIn(t.app, owner.email);
      const c = await createReadyCase(t, cookie);
      const pdf = await textPdf([['Certificate of conformity for this product']]);
      const body = multipartBody([
        { name: 'type', value: 'Invoice' },
        { name: 'file', filename: 'certificate.pdf', contentType: 'application/pdf', data: pdf },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${c.id}/documents`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(202);
      const documentId = uploaded.json().id as string;
      await runPendingJobsOnce(t.ctx, documentJobHandlers, { retryBaseMs: 0 });
      const analysed = await t.app.inject({
        url: `/api/cases/${c.id}/documents/${documentId}`,
        headers: { cookie },
      });
      expect(analysed.json().status).toBe('analyzed');

      const download = await t.app.inject({
        url: `/api/cases/${c.id}/documents/${documentId}/file`,
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);

      // A scored certificate (stored through the same object store) makes the case ready.
      await attachDocument(t, c.id, {
        name: 'conformity.pdf',
        mimeType: 'application/pdf',
        bytes: await textPdf([['Certificate of conformity for this product']]),
      });
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${c.id}/package`,
        headers: { cookie },
      });
      expect(requested.statusCode).toBe(202);
      expect(await runPendingJobsOnce(t.ctx, packageJobHandlers, { retryBaseMs: 0 })).toBe(1);
      const state = await t.app.inject({ url: `/api/cases/${c.id}/package`, headers: { cookie } });
      expect(state.json().status).toBe('ready');
      const zipUrl = `/api/cases/${c.id}/package/files/${encodeURIComponent('Submission Package.zip')}`;
      const zip = await t.app.inject({ url: zipUrl, headers: { cookie } });
      expect(zip.statusCode).toBe(200);
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

      // The same ownership checks as on disk.
      const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
      for (const url of [`/api/cases/${c.id}/documents/${documentId}/file`, zipUrl])
        expect((await t.app.inject({ url, headers: { cookie: other } })).statusCode).toBe(404);

      const keys = await bucketKeys();
      expect(keys.filter((key) => key.startsWith('documents/'))).toHaveLength(2);
      expect(keys.filter((key) => key.startsWith(`packages/${c.id}/`)).sort()).toEqual(
        [
          'Appeal Template.docx',
          'Case Summary Letter.pdf',
          'Combined Documentation.pdf',
          'Submission Package.zip',
        ].map((name) => `packages/${c.id}/${name}`),
      );
      const written = fs
        .readdirSync(t.ctx.config.dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
      expect(written).toEqual([]);

      // The start-up sweep keeps the objects its rows name, and says what s3rver cannot do.
      const swept = await sweepOrphanFiles(t.ctx);
      expect(swept).toMatchObject({ orphans: 0, partials: 0 });
      expect(swept.warning).toMatch(/lifecycle rule \(AbortIncompleteMultipartUpload\)/);

      // Deleting the case removes its objects.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/cases/${c.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await bucketKeys()).toEqual([]);
    });
  },
);
