import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import {
  closeExtraction,
  busyEnginePid,
  enginePeakResidentMb,
  resetEnginePeaks,
} from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  invoiceLines,
  isoDaysAgo,
  productCase,
  scannedPdf,
  textPdf,
  textPng,
} from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';
import {
  corruptPng,
  giantTextDocxBomb,
  manyPagesPdf,
  pdfHtmlPolyglot,
  pixelFloodPng,
  tinyParagraphsDocxBomb,
  truncatedJpeg,
  truncatedPng,
  undecodablePng,
} from './test-support/hostile-fixtures';

afterAll(() => closeExtraction());

/** Samples this process's resident memory while `work` runs; returns the peak in MB. */
async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  resetEnginePeaks();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

describe.each(dialectsUnderTest())('hostile uploads (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
  });
  afterEach(() => t.close());

  /**
   * Uploads through the API, lets the job worker run with its production retry policy, and
   * returns the document and the time from the upload's 202 to its final state.
   */
  async function uploadAndSettle(
    file: Parameters<DocumentsTestApp['upload']>[2],
  ): Promise<{ doc: CaseDocument; ms: number }> {
    const started = Date.now();
    const response = await t.upload(owner, caseId, file);
    expect(response.statusCode, response.body).toBe(202);
    const id = (response.json() as CaseDocument).id;
    await t.runJobs({ maxAttempts: 3, retryBaseMs: 0 });
    return { doc: await t.getDocument(owner, caseId, id), ms: Date.now() - started };
  }

  async function expectServerAnswers(): Promise<void> {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }

  async function jobOf(documentId: string) {
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().execute();
    return jobs.find((job) => job.payload.includes(documentId));
  }

  describe('F1: a corrupt or truncated image kills the server', () => {
    it.each([
      ['corrupt.png (bad IDAT checksum)', corruptPng, 'corrupt.png', 'image/png'],
      ['truncated.png (60 bytes)', () => truncatedPng(60), 'truncated.png', 'image/png'],
      ['truncated.jpg (89 bytes)', () => truncatedJpeg(89), 'truncated.jpg', 'image/jpeg'],
      ['undecodable.png (whole chunks, broken image data)', undecodablePng, 'bad.png', 'image/png'],
    ])(
      '%s fails that one document once, and the server keeps answering — held',
      async (_label, make, filename, contentType) => {
        const data = make();
        const { doc, ms } = await uploadAndSettle({ data, filename, contentType, type: 'Image' });
        console.info(`[F1] ${filename} (${data.length} B): upload to failed in ${ms} ms`);
        expect(doc).toMatchObject({ status: 'failed', feedback: 'Failed to analyze document' });
        expect(doc.error).toMatch(/^Failed to analyze document: /);
        // Not retried: the file would fail (or crash its reader) the same way again.
        expect(await jobOf(doc.id)).toMatchObject({ status: 'failed', attempts: 1 });
        await expectServerAnswers();
        // The next, healthy image is read normally.
        const healthy = await uploadAndSettle({
          data: textPng(['ACME Stainless Steel', 'Water Bottle 750ml']),
          filename: 'photo.png',
          contentType: 'image/png',
          type: 'Image',
        });
        expect(healthy.doc.status).toBe('analyzed');
      },
      90_000,
    );

    it('a 20000 × 20000 PNG (pixel flood) is refused before decoding — held', async () => {
      const data = pixelFloodPng(20_000);
      const { result, peakMb } = await peakRssDuring(() =>
        uploadAndSettle({ data, filename: 'flood.png', contentType: 'image/png', type: 'Image' }),
      );
      console.info(
        `[F1] flood.png (${data.length} B, 20000×20000): upload to failed in ${result.ms} ms, API process RSS peak ${peakMb} MB, OCR engine peak ${Math.round(enginePeakResidentMb().ocr)} MB`,
      );
      expect(result.doc).toMatchObject({
        status: 'failed',
        error:
          'Failed to analyze document: The image is 20000 × 20000 pixels; at most 50 megapixels can be read',
      });
      expect(result.ms).toBeLessThan(5_000);
      await expectServerAnswers();
    });

    it('an extraction engine that dies mid-file fails that document only; the next one is read — held', async () => {
      const scan = await scannedPdf(['INVOICE No: INV-77812', 'Acme Stainless Steel Bottle']);
      const response = await t.upload(owner, caseId, { data: scan, filename: 'scan.pdf' });
      const id = (response.json() as CaseDocument).id;
      const running = t.runJobs({ maxAttempts: 3, retryBaseMs: 0 });
      // Kill whichever engine is working on it, as a native crash or the kernel's OOM killer would.
      await expect.poll(busyEnginePid, { timeout: 20_000, interval: 5 }).toBeTruthy();
      process.kill(busyEnginePid() as number, 'SIGKILL');
      await running;
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({
        status: 'failed',
        error: 'Failed to analyze document: The file could not be read as a PDF file',
      });
      expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
      await expectServerAnswers();
      const next = await uploadAndSettle({
        data: await textPdf([invoiceLines(isoDaysAgo(new Date(), 15))]),
        filename: 'invoice.pdf',
      });
      expect(next.doc.status).toBe('analyzed');
    }, 90_000);

    it('an engine past its time or memory cap is killed and the document fails with the reason — held', async () => {
      // No OCR of a full page of text answers within 100 ms, even on a warm engine: the engine
      // is stopped mid-work. (Two lines could be read in time once the engine is warm.)
      t.ctx.config.extraction = { timeoutMs: 100, memoryMb: 4_096 };
      const page = Array.from(
        { length: 60 },
        (_, i) => `Line ${i + 1}: ACME Stainless Steel Water Bottle 750ml`,
      );
      const slow = await uploadAndSettle({
        data: textPng(page),
        filename: 'photo.png',
        contentType: 'image/png',
        type: 'Image',
      });
      expect(slow.doc.error).toBe(
        'Failed to analyze document: Reading the file took more than 0.1 s',
      );
      t.ctx.config.extraction = { timeoutMs: 60_000, memoryMb: 128 };
      const big = await uploadAndSettle({
        data: textPng(['ACME Stainless Steel']),
        filename: 'photo.png',
        contentType: 'image/png',
        type: 'Image',
      });
      expect(big.doc.error).toBe(
        'Failed to analyze document: Reading the file needed more than 128 MB of memory',
      );
      await expectServerAnswers();
    }, 90_000);
  });

  describe('F3: decompression bombs and page floods are bounded before work starts', () => {
    it.each([
      [
        'bomb_giant.docx: 1.1 MB, document.xml inflates to 1.1 GB',
        giantTextDocxBomb,
        'bomb_giant.docx',
        /^Failed to analyze document: The Word file unpacks to 1\.1 GB; at most 200 MB can be read$/,
      ],
      [
        'bomb_paras.docx: 150 MB of tiny paragraphs',
        tinyParagraphsDocxBomb,
        'bomb_paras.docx',
        /^Failed to analyze document: The Word file's text \(word\/document\.xml\) unpacks to 150 MB; at most 30 MB can be read$/,
      ],
    ])(
      '%s is refused in seconds without unpacking — held',
      async (_label, make, filename, error) => {
        const data = make();
        const { result, peakMb } = await peakRssDuring(() =>
          uploadAndSettle({
            data,
            filename,
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
        );
        console.info(
          `[F3] ${filename} (${data.length} B): upload to failed in ${result.ms} ms, API process RSS peak ${peakMb} MB, parser engine peak ${Math.round(enginePeakResidentMb().parser)} MB`,
        );
        expect(result.doc).toMatchObject({ status: 'failed' });
        expect(result.doc.error).toMatch(error);
        expect(result.ms).toBeLessThan(5_000);
        await expectServerAnswers();
      },
    );

    it('a PDF of 20,000 pages is refused before its pages are read — held', async () => {
      const data = manyPagesPdf(20_000);
      const { result, peakMb } = await peakRssDuring(() =>
        uploadAndSettle({ data, filename: 'pages20k.pdf' }),
      );
      console.info(
        `[F3] pages20k.pdf (${data.length} B): upload to failed in ${result.ms} ms, API process RSS peak ${peakMb} MB, parser engine peak ${Math.round(enginePeakResidentMb().parser)} MB`,
      );
      expect(result.doc).toMatchObject({
        status: 'failed',
        error: 'Failed to analyze document: The PDF has 20,000 pages; at most 500 can be read',
      });
      expect(result.ms).toBeLessThan(5_000);
    }, 60_000);

    it('a PDF whose page tree is compressed (object streams) is refused by the parser — held', async () => {
      const pdf = await PDFDocument.create();
      for (let n = 0; n < 600; n += 1) pdf.addPage([612, 792]);
      const data = Buffer.from(await pdf.save({ useObjectStreams: true }));
      const { doc, ms } = await uploadAndSettle({ data, filename: 'pages600.pdf' });
      console.info(
        `[F3] pages600.pdf, object streams (${data.length} B): upload to failed in ${ms} ms`,
      );
      expect(doc).toMatchObject({
        status: 'failed',
        error: 'Failed to analyze document: The PDF has 600 pages; at most 500 can be read',
      });
    }, 60_000);
  });

  describe('F25: upload name extension not reconciled with the detected type', () => {
    it.each([
      [
        'PNG bytes named invoice.pdf',
        textPng(['INVOICE']),
        'invoice.pdf',
        'invoice.png',
        'image/png',
      ],
      [
        'a PDF/HTML polyglot named report.html',
        pdfHtmlPolyglot(),
        'report.html',
        'report.pdf',
        'application/pdf',
      ],
    ])(
      '%s is stored and downloaded under its real type — held',
      async (_l, data, sent, kept, mime) => {
        const response = await t.upload(owner, caseId, {
          data,
          filename: sent,
          contentType: 'application/pdf',
        });
        expect(response.statusCode, response.body).toBe(202);
        const doc = response.json() as CaseDocument;
        expect(doc).toMatchObject({ name: kept, mimeType: mime });
        const download = await t.app.inject({
          method: 'GET',
          url: `/api/cases/${caseId}/documents/${doc.id}/file`,
          headers: { cookie: owner },
        });
        expect(download.headers['content-type']).toBe(mime);
        expect(download.headers['content-disposition']).toContain(`filename="${kept}"`);
      },
    );
  });
});
