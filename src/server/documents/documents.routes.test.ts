import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { closeExtraction } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { sweepOrphanFiles } from './document-storage';
import {
  MAX_UPLOAD_BYTES,
  SELECT_TYPE_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from './document-upload';
import {
  executableBytes,
  invoiceLines,
  isoDaysAgo,
  productCase,
  textPdf,
} from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';

afterAll(() => closeExtraction());

describe.each(dialectsUnderTest())('document API (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;
  let invoice: Buffer;

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
    invoice ??= await textPdf([invoiceLines(isoDaysAgo(new Date(), 30))]);
  });
  afterEach(() => t.close());

  const documentCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('accepts a PDF with 202 and the document analysing, stores the file, queues its analysis', async () => {
    const response = await t.upload(owner, caseId, {
      data: invoice,
      filename: '../../etc/Invoice\u202e March.pdf',
      contentType: 'text/plain',
    });
    expect(response.statusCode).toBe(202);
    const doc = response.json() as CaseDocument;
    expect(doc).toMatchObject({
      caseId,
      type: 'Invoice',
      status: 'analyzing',
      mimeType: 'application/pdf',
      size: invoice.length,
      missingElements: [],
    });
    // Directories and bidi overrides gone; the name is only shown, never a path.
    expect(doc.name).toBe('Invoice March.pdf');
    expect(t.storedFiles()).toHaveLength(1);
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ documentId: doc.id });
  });

  it('refuses a renamed executable with 415 and stores nothing', async () => {
    const response = await t.upload(owner, caseId, {
      data: executableBytes(),
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: UNSUPPORTED_TYPE_MESSAGE,
    });
    expect(t.storedFiles()).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('refuses a zip that is not a Word document with 415 and stores nothing', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const response = await t.upload(owner, caseId, { data: zip, filename: 'letter.docx' });
    expect(response.statusCode).toBe(415);
    expect(t.storedFiles()).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('refuses a file over 10 MB with 413 while streaming and stores nothing', async () => {
    const big = Buffer.concat([invoice, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    const response = await t.upload(owner, caseId, { data: big, filename: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(TOO_LARGE_MESSAGE);
    expect(t.storedFiles()).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('asks for a document type first, and refuses an unknown one, storing nothing', async () => {
    const missing = await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf', type: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: SELECT_TYPE_MESSAGE,
      fields: { type: SELECT_TYPE_MESSAGE },
    });
    const unknown = await t.upload(owner, caseId, {
      data: invoice,
      filename: 'a.pdf',
      type: 'Passport',
    });
    expect(unknown.statusCode).toBe(400);
    expect(t.storedFiles()).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it("hides another seller's case and documents behind 404 on every route", async () => {
    const doc = (
      await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf' })
    ).json() as CaseDocument;
    const stranger = await t.signInAs();
    const base = `/api/cases/${caseId}/documents`;
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/${doc.id}`],
      ['GET', `${base}/${doc.id}/file`],
      ['DELETE', `${base}/${doc.id}`],
      ['POST', `${base}/${doc.id}/reanalyze`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: stranger } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe('Case not found');
    }
    const upload = await t.upload(stranger, caseId, { data: invoice, filename: 'b.pdf' });
    expect(upload.statusCode).toBe(404);
    expect(t.storedFiles()).toHaveLength(1);
    const admin = await t.signInAs('admin');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/${doc.id}/file`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lists newest first and serves the original as an attachment with safe headers', async () => {
    const first = (
      await t.upload(owner, caseId, { data: invoice, filename: 'Rechnung für März.pdf' })
    ).json() as CaseDocument;
    t.setNow(new Date(Date.now() + 1000));
    const second = (
      await t.upload(owner, caseId, { data: invoice, filename: 'second.pdf' })
    ).json() as CaseDocument;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/cases/${caseId}/documents`,
      headers: { cookie: owner },
    });
    expect((list.json() as CaseDocument[]).map((d) => d.id)).toEqual([second.id, first.id]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/cases/${caseId}/documents/${first.id}/file`,
      headers: { cookie: owner },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung f_r M_rz.pdf"; filename*=UTF-8''Rechnung%20f%C3%BCr%20M%C3%A4rz.pdf`,
    );
    expect(file.rawPayload.equals(invoice)).toBe(true);
  });

  it('deletes a document and its file', async () => {
    const doc = (
      await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf' })
    ).json() as CaseDocument;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/documents/${doc.id}`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(204);
    expect(t.storedFiles()).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/cases/${caseId}/documents/${doc.id}`,
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(404);
    // The queued analysis finds nothing to do and finishes quietly.
    expect(await t.runJobs()).toBe(1);
  });

  it("removes a case's files when the case is deleted", async () => {
    await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf' });
    await t.upload(owner, caseId, { data: invoice, filename: 'b.pdf' });
    const other = (await createCaseViaApi(t.app, owner, productCase)).id;
    await t.upload(owner, other, { data: invoice, filename: 'c.pdf' });
    expect(t.storedFiles()).toHaveLength(3);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/cases/${caseId}`,
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(204);
    expect(t.storedFiles()).toHaveLength(1);
    expect(await documentCount()).toBe(1);
  });

  it('sweeps stored files that no document names, after a grace period', async () => {
    await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf' });
    const { Readable } = await import('node:stream');
    await t.ctx.files.documents.put(Readable.from([invoice]));
    expect(t.storedFiles()).toHaveLength(2);
    expect(await sweepOrphanFiles(t.ctx)).toEqual({ orphans: 0, partials: 0 });
    t.setNow(new Date(Date.now() + 2 * 3_600_000));
    expect(await sweepOrphanFiles(t.ctx)).toEqual({ orphans: 1, partials: 0 });
    expect(t.storedFiles()).toHaveLength(1);
  });

  it('reanalyzes: back to analysing with a new job, then analysed again', async () => {
    const doc = (
      await t.upload(owner, caseId, { data: invoice, filename: 'a.pdf' })
    ).json() as CaseDocument;
    await t.runJobs();
    expect((await t.getDocument(owner, caseId, doc.id)).status).toBe('analyzed');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/${doc.id}/reanalyze`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      status: 'analyzing',
      relevanceScore: null,
      missingElements: [],
    });
    expect(await t.runJobs()).toBe(1);
    expect((await t.getDocument(owner, caseId, doc.id)).status).toBe('analyzed');
  });
});
