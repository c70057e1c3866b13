import fs from 'node:fs';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { documentStorage } from '../documents/document-storage';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { packageDirectory } from './package-files';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(text, {
    x: 50,
    y: 700,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return doc.save();
}

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

describe.each(dialectsUnderTest())('submission package on %s', { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx, { name: 'Dana' })).email);
  });
  afterAll(async () => {
    await t.close();
    await closeExtraction();
  });

  const call = (c: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: c } });

  async function attachPdf(caseId: string, name: string, text: string) {
    const bytes = await onePagePdf(text);
    const stored = await documentStorage(t.ctx).put(Readable.from([Buffer.from(bytes)]));
    await t.ctx.db
      .insertInto('documents')
      .values({
        id: `doc-${caseId}-${name}`,
        caseId,
        name,
        type: 'Invoice',
        mimeType: 'application/pdf',
        size: stored.size,
        storageKey: stored.key,
        uploadedAt: new Date().toISOString(),
        status: 'analyzed',
        relevanceScore: 0.9,
        completenessScore: 0.9,
        complianceScore: 0.9,
        missingElements: '[]',
      })
      .execute();
  }

  it("refuses a case that is not ready with the spec's message", async () => {
    const c = await createCaseViaApi(t.app, cookie, { probabilityScore: 0.8 });
    const response = await call(cookie, 'POST', `/api/cases/${c.id}/package`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Additional documentation required');
    expect((await call(cookie, 'POST', `/api/cases/${c.id}/submit`)).statusCode).toBe(409);
  });

  it('generates the letter, the combined documentation, the template and a zip of the three, from the case data', async () => {
    const c = await createCaseViaApi(t.app, cookie, {
      caseType: 'FBA Lock',
      title: 'Locked yoga mats',
      asin: 'B0YOGAMAT9',
      sellerId: 'A1SELLERXYZ',
      probabilityScore: 0.8,
      emailContent:
        'Your FBA inventory for ASIN B0YOGAMAT9 has been placed on hold because of an authenticity complaint. Provide supplier invoices.',
    });
    await attachPdf(c.id, 'supplier-invoice.pdf', 'INVOICE 4471 from Acme Mats Ltd');

    const generated = await call(cookie, 'POST', `/api/cases/${c.id}/package`);
    expect(generated.statusCode).toBe(200);
    const files = generated.json().files as { name: string; url: string }[];
    expect(files.map((f) => f.name)).toEqual([
      'Case Summary Letter.pdf',
      'Combined Documentation.pdf',
      'Appeal Template.docx',
      'Submission Package.zip',
    ]);

    const download = async (name: string) => {
      const file = files.find((f) => f.name === name);
      const response = await call(cookie, 'GET', file?.url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      return response.rawPayload;
    };

    const letter = await extractText(
      'pdf',
      new Uint8Array(await download('Case Summary Letter.pdf')),
    );
    for (const fact of [
      'A1SELLERXYZ',
      'B0YOGAMAT9',
      'FBA Lock',
      'Plan of Action',
      'Root cause',
      'supplier-invoice.pdf',
    ]) {
      expect(letter.text).toContain(fact);
    }
    const combinedBytes = await download('Combined Documentation.pdf');
    expect((await PDFDocument.load(combinedBytes)).getPageCount()).toBe(2);
    const combined = await extractText('pdf', new Uint8Array(combinedBytes));
    expect(combined.text).toContain('Index');
    expect(combined.text).toContain('INVOICE 4471 from Acme Mats Ltd');

    const template = await extractText(
      'docx',
      new Uint8Array(await download('Appeal Template.docx')),
    );
    for (const heading of [
      'Plan of Action',
      'Root Cause',
      'Corrective Actions Taken',
      'Preventive Measures',
    ]) {
      expect(template.text).toContain(heading);
    }
    expect(await zipEntries(await download('Submission Package.zip'))).toEqual([
      'Case Summary Letter.pdf',
      'Combined Documentation.pdf',
      'Appeal Template.docx',
    ]);

    const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
    expect((await call(other, 'GET', files[0]?.url ?? '')).statusCode).toBe(404);
    expect(
      (await call(cookie, 'GET', `/api/cases/${c.id}/package/files/..%2F..%2Fetc%2Fpasswd`))
        .statusCode,
    ).toBe(404);

    // Deleting the case removes its generated package from disk.
    const dir = packageDirectory(t.ctx.config.dataDir, c.id);
    expect(fs.existsSync(dir)).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cases/${c.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('records a submission: status, a System entry with the files and the follow-up window', async () => {
    const c = await createCaseViaApi(t.app, cookie, { probabilityScore: 0.7 });
    await attachPdf(c.id, 'certificate.pdf', 'Certificate of conformity');
    await call(cookie, 'POST', `/api/cases/${c.id}/package`);
    const submitted = await call(cookie, 'POST', `/api/cases/${c.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('Submitted to Amazon');
    const detail = (await call(cookie, 'GET', `/api/cases/${c.id}`)).json();
    const note = detail.communications.at(-1);
    expect(note.type).toBe('System');
    expect(note.content).toContain('Submission recorded on');
    expect(note.content).toContain('Case Summary Letter.pdf');
    expect(note.content).toContain('Seller Central');
    expect(note.content).toMatch(/Follow up between \w{3} \d+, \d{4} and \w{3} \d+, \d{4}/);
    expect((await call(cookie, 'POST', `/api/cases/${c.id}/submit`)).statusCode).toBe(200);
  });
});
