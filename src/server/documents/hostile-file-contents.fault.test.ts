import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../domain/document';
import { closeExtraction } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { invoiceLines, isoDaysAgo, productCase } from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';
import {
  loopingSectorsDoc,
  nulTextDocx,
  pageTreeScanPdf,
  passwordProtectedPdf,
} from './test-support/hostile-fixtures';

/**
 * Files that are valid enough to be accepted and read, but whose contents (not their size) hurt
 * the app: found by the document fault hunt of 2026-11-24, after the audit's F1/F3/F25.
 */

afterAll(() => closeExtraction());

/** Runs `work` while timing this process's event loop; returns the longest it was held, ms. */
async function longestStallDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs: Math.round(Math.max(longest, performance.now() - last)) };
  } finally {
    clearInterval(timer);
  }
}

describe.each(dialectsUnderTest())('hostile file contents (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let owner: string;
  let caseId: string;

  beforeEach(async () => {
    t = await createDocumentsTestApp(dialect);
    owner = await t.signInAs();
    caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
  });
  afterEach(() => t.close());

  async function upload(data: Buffer, filename: string): Promise<string> {
    const response = await t.upload(owner, caseId, {
      data,
      filename,
      contentType: 'application/octet-stream',
    });
    expect(response.statusCode, response.body).toBe(202);
    return (response.json() as CaseDocument).id;
  }

  async function jobOf(documentId: string) {
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().execute();
    return jobs.find((job) => job.payload.includes(documentId));
  }

  describe('F61: a PDF full of page-tree look-alikes holds the event loop for seconds', () => {
    it('the page-count pre-check reads a 2 MB PDF with 1,000 `/Type /Pages` in linear time — held', async () => {
      // Before: each look-alike sliced and searched 2 MB around it on the API's main thread, so
      // this file froze every request for 1.2-2.2 s (variants of it for up to 3.8 s).
      const data = pageTreeScanPdf(invoiceLines(isoDaysAgo(new Date(), 15)));
      const id = await upload(data, 'invoice.pdf');
      const { stallMs } = await longestStallDuring(() =>
        t.runJobs({ maxAttempts: 3, retryBaseMs: 0 }),
      );
      console.info(`[F61] page-tree look-alikes (${data.length} B): event loop held ${stallMs} ms`);
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({ status: 'analyzed' });
      expect(stallMs).toBeLessThan(500);
    }, 60_000);
  });

  describe('F62: NUL characters in a document’s text fail its analysis', () => {
    it('a DOCX whose text holds `&#0;` is analysed once, and no NUL is stored — held', async () => {
      // Before: PostgreSQL refused the extracted text ("invalid byte sequence for encoding UTF8:
      // 0x00"), the job ran three times and the seller read "An unexpected error occurred";
      // SQLite stored the NULs.
      const id = await upload(nulTextDocx(invoiceLines(isoDaysAgo(new Date(), 15))), 'inv.docx');
      await t.runJobs({ maxAttempts: 3, retryBaseMs: 0 });
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({ status: 'analyzed' });
      expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1 });
      const row = await t.ctx.db
        .selectFrom('documents')
        .select('extractedText')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.extractedText).toContain('Invoice No: INV-2026-0042');
      expect(row.extractedText).not.toContain('\u0000');
    });
  });

  describe('F63: a password-protected PDF fails as if it were damaged', () => {
    it('fails once, saying the PDF is password-protected — held', async () => {
      // Before: "The file could not be read as a PDF file", which sends the seller looking for a
      // damaged file instead of removing the password.
      const id = await upload(passwordProtectedPdf(['Bank statement']), 'statement.pdf');
      await t.runJobs({ maxAttempts: 3, retryBaseMs: 0 });
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({
        status: 'failed',
        error:
          'Failed to analyze document: The PDF is password-protected; upload a copy without a password',
      });
      expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    });
  });

  describe('F64: a 2 KB Word file whose sector chain loops fills its reader’s memory', () => {
    it('is refused as damaged in a moment, without the reader growing — held', async () => {
      // Before: the reader followed the loop for about 6 s, until its engine passed the 1 GB cap
      // and was killed ("needed more than 1024 MB of memory"); two at once are 2 GB.
      const started = Date.now();
      const id = await upload(loopingSectorsDoc(), 'letter.doc');
      await t.runJobs({ maxAttempts: 3, retryBaseMs: 0 });
      const ms = Date.now() - started;
      console.info(`[F64] looping .doc (2 KB): upload to failed in ${ms} ms`);
      expect(await t.getDocument(owner, caseId, id)).toMatchObject({
        status: 'failed',
        error:
          'Failed to analyze document: The Word file is damaged (a chain of its sectors loops)',
      });
      expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(ms).toBeLessThan(5_000);
    });
  });
});
