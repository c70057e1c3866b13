import fs from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { closeExtraction } from '../files/extraction/extract-text';
import { claimNextJob } from '../jobs/jobs.repository';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { DOCUMENT_ANALYSIS_JOB } from './document-job-kind';
import { NO_TEXT_LAYER_FEEDBACK } from './document-scoring';
import {
  blankPdf,
  docxFile,
  scannedPdf,
  invoiceLines,
  isoDaysAgo,
  productCase,
  textPdf,
  textPng,
} from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';

afterAll(() => closeExtraction());

/**
 * A real Word 97-2003 (.doc, OLE compound file) invoice dated 2026-10-15: no npm package writes
 * .doc, so it is committed rather than generated (see test-support/fixtures/README.md).
 */
const supplierInvoiceDoc = () =>
  fs.readFileSync(new URL('./test-support/fixtures/supplier-invoice.doc', import.meta.url));

describe.each(dialectsUnderTest())('document analysis (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
  });
  afterEach(() => t.close());

  async function uploadAndAnalyse(
    file: Parameters<DocumentsTestApp['upload']>[2],
  ): Promise<CaseDocument> {
    const response = await t.upload(owner, caseId, file);
    expect(response.statusCode, response.body).toBe(202);
    await t.runJobs({ maxAttempts: 1 });
    return t.getDocument(owner, caseId, (response.json() as CaseDocument).id);
  }

  it('extracts a text PDF invoice and scores a complete, recent one high', async () => {
    const doc = await uploadAndAnalyse({
      data: await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]),
      filename: 'invoice.pdf',
    });
    expect(doc).toMatchObject({
      status: 'analyzed',
      missingElements: [],
      completenessScore: 1,
      complianceScore: 1,
      error: null,
    });
    expect(doc.relevanceScore).toBeGreaterThanOrEqual(0.8);
    const row = await t.ctx.db
      .selectFrom('documents')
      .select(['extractedText', 'analysisProvider'])
      .executeTakeFirstOrThrow();
    expect(row.extractedText).toContain('INV-2026-0042');
    expect(row.analysisProvider).toBe('builtin');
  });

  it('lists an invoice date older than a year as missing', async () => {
    const doc = await uploadAndAnalyse({
      data: await textPdf([invoiceLines(isoDaysAgo(new Date(), 400))]),
      filename: 'old.pdf',
    });
    expect(doc.missingElements).toEqual(['Invoice date within the last 365 days']);
  });

  it('extracts a DOCX authorisation letter', async () => {
    const letter = await docxFile([
      'Acme Manufacturing Co. Ltd, 88 Industrial Road, Shenzhen 518000 — brand owner of Acme',
      `Date: ${isoDaysAgo(new Date(), 3)}`,
      'To whom it may concern: we hereby authorize Best Seller LLC (seller ID A1SELLER) to sell the Acme Stainless Steel Water Bottle on Amazon.',
      'Signed: Jane Doe, Managing Director',
    ]);
    const doc = await uploadAndAnalyse({ data: letter, filename: 'letter.docx', type: 'Letter' });
    expect(doc).toMatchObject({
      status: 'analyzed',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      missingElements: [],
    });
    expect(doc.relevanceScore).toBeGreaterThanOrEqual(0.8);
  });

  it('extracts and scores a real Word 97-2003 (.doc) supplier invoice', async () => {
    const data = supplierInvoiceDoc();
    expect(data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe(true);
    // The fixture's invoice date is fixed, so pin the clock to within a year of it.
    t.setNow(new Date('2026-11-22T12:00:00Z'));
    const yogaCaseId = (
      await createCaseViaApi(t.app, owner, {
        ...productCase,
        asin: 'B0YOGAMAT1',
        title: 'Lotus Non-Slip Yoga Mat',
        description: 'Amazon suppressed the yoga mat listing and asked for the supplier invoice.',
      })
    ).id;
    const response = await t.upload(owner, yogaCaseId, {
      data,
      filename: 'supplier-invoice.doc',
      contentType: 'application/octet-stream',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      status: 'analyzing',
      mimeType: 'application/msword',
      size: data.length,
    });
    expect(await t.runJobs({ maxAttempts: 1 })).toBe(1);
    const doc = await t.getDocument(owner, yogaCaseId, (response.json() as CaseDocument).id);
    expect(doc).toMatchObject({
      status: 'analyzed',
      type: 'Invoice',
      mimeType: 'application/msword',
      completenessScore: 1,
      complianceScore: 1,
      error: null,
    });
    expect(doc.missingElements).not.toContain('Invoice date within the last 365 days');
    expect(doc.missingElements).not.toContain('Supplier name');
    expect(doc.missingElements).toEqual([]);
    expect(doc.relevanceScore).toBeGreaterThanOrEqual(0.8);
    const row = await t.ctx.db
      .selectFrom('documents')
      .select(['extractedText', 'analysisProvider'])
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row.extractedText).toContain('INV-DOC-2026-1015');
    expect(row.extractedText).toContain('Invoice Date: 2026-10-15');
    expect(row.analysisProvider).toBe('builtin');
  });

  it(
    'renders and OCRs a scanned PDF, and flags one with no readable text',
    { timeout: 90_000 },
    async () => {
      const scanned = await uploadAndAnalyse({
        data: await scannedPdf(['INVOICE No: INV-77812', 'Acme Stainless Steel Bottle']),
        filename: 'scan.pdf',
      });
      expect(scanned.status).toBe('analyzed');
      const row = await t.ctx.db
        .selectFrom('documents')
        .select('extractedText')
        .where('id', '=', scanned.id)
        .executeTakeFirstOrThrow();
      expect(row.extractedText).toMatch(/INV-77812/);
      const blank = await uploadAndAnalyse({ data: await blankPdf(), filename: 'blank.pdf' });
      expect(blank).toMatchObject({ status: 'analyzed', feedback: NO_TEXT_LAYER_FEEDBACK });
    },
  );

  it(
    'reads a product image by OCR, offline, and checks its resolution',
    { timeout: 90_000 },
    async () => {
      const png = textPng(['ACME Stainless Steel', 'Water Bottle 750ml']);
      const doc = await uploadAndAnalyse({
        data: png,
        filename: 'photo.png',
        contentType: 'image/png',
        type: 'Image',
      });
      expect(doc).toMatchObject({ status: 'analyzed', mimeType: 'image/png', missingElements: [] });
      expect(doc.relevanceScore).toBeGreaterThanOrEqual(0.8);
      const row = await t.ctx.db
        .selectFrom('documents')
        .select('extractedText')
        .executeTakeFirstOrThrow();
      expect(row.extractedText).toMatch(/stainless steel/i);
    },
  );

  it('marks the document failed with the reason when the file cannot be read, and reanalyze retries', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);
    const doc = await uploadAndAnalyse({ data: broken, filename: 'broken.pdf' });
    expect(doc).toMatchObject({
      status: 'failed',
      feedback: 'Failed to analyze document',
      error: 'Failed to analyze document: The file could not be read as a PDF file',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/${doc.id}/reanalyze`,
      headers: { cookie: owner },
    });
    expect(again.json()).toMatchObject({ status: 'analyzing', error: null });
    await t.runJobs({ maxAttempts: 1 });
    expect((await t.getDocument(owner, caseId, doc.id)).status).toBe('failed');
  });

  it('resumes after a restart: a job locked by a dead worker is completed by the next one', async () => {
    const response = await t.upload(owner, caseId, {
      data: await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]),
      filename: 'a.pdf',
    });
    const id = (response.json() as CaseDocument).id;
    const claimed = await claimNextJob(t.ctx.db, {
      workerId: 'dead-process',
      now: new Date(),
      lockMs: 60_000,
      kinds: [DOCUMENT_ANALYSIS_JOB],
    });
    expect(claimed).not.toBeNull();
    // The process died here. Until its lock lapses the job is left alone...
    expect(await t.runJobs()).toBe(0);
    expect((await t.getDocument(owner, caseId, id)).status).toBe('analyzing');
    // ...then the restarted app's worker takes it over and finishes it.
    t.setNow(new Date(Date.now() + 61_000));
    expect(await t.runJobs()).toBe(1);
    expect((await t.getDocument(owner, caseId, id)).status).toBe('analyzed');
    const job = await t.ctx.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });
});
