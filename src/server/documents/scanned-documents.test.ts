import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '../../domain/document';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { productMatchOf, repairOcrFigures } from './document-facts';
import { scoreDocument } from './document-scoring';
import { scanImage, type ScanOptions } from './test-support/scan-distortions';
import { bandOf, scoringFixtureCases } from './test-support/scoring-fixture-set';

/**
 * Certificates, reports and invoices as sellers photograph and scan them: a page fed sideways or
 * upside down, skewed, at 100–150 dpi, JPEG-compressed, with ruled tables and white-on-dark
 * headings. Each is read through the real OCR engine and must score as its clean text does.
 * Before pages were turned upright, straightened, upscaled and cleared of table rules, each of
 * these read as garbage or lost the lines that decide its verdict.
 */
const today = new Date('2026-11-20T12:00:00Z');

afterAll(async () => {
  await closeExtraction();
});

const certificate = [
  '# CERTIFICATE OF COMPLIANCE',
  'UL LLC',
  'Certificate Number 20261015-E512345',
  'Issue Date 2026-10-15',
  'Issued to: BrewKing Appliances Co., Ltd.',
  '18 Xingye Road, Foshan, Guangdong 528000, China',
  'This is to certify that representative samples of Electric Kettle, Model BK-1701',
  'have been investigated by UL in accordance with the Standard(s) indicated on this Certificate',
  'and were found in compliance with UL 1082, Standard for Household Electric Coffee Makers.',
];

const invoice = [
  '# COMMERCIAL INVOICE',
  'BrewKing Appliances Co., Ltd.',
  '18 Xingye Road, Foshan, Guangdong 528000, China',
  'Tel: +86 757 8800 1701   www.brewking-appliances.example',
  'Invoice No.: BK-INV-26-0913        Date: 2026-09-13',
  'Bill To: Northwind Home Goods LLC',
  '2200 Harbor Avenue, Suite 400, Long Beach, CA 90802',
  'Description | Qty | Unit price | Amount',
  'Electric Kettle 1.7L, Model BK-1701, white | 1,200 | USD 11.40 | USD 13,680.00',
  'Electric Kettle 1.7L, Model BK-1701, black | 800 | USD 11.40 | USD 9,120.00',
  'Payment terms: T/T 30 days',
];

const testReport = [
  '# TEST REPORT  No. SZ26-07781-ETL',
  'Intertek Testing Services Shenzhen Ltd. (ISO/IEC 17025 accredited)',
  'Product: Cordless electric kettle   Model: BK-1701 (1.7 L, 1500 W, 120 V~)',
  'Standard: UL 1082 (8th Ed.)',
  'Date of test: 2026-08-02 to 2026-08-19      Report date: 2026-08-25',
  'Test item | Requirement | Result',
  'Leakage current | <= 0.5 mA | PASS',
  'Dielectric voltage-withstand | 1250 V / 1 min | PASS',
  'Tested by: L. Chen     Approved by: M. Wu, Technical Manager',
];

const declaration = [
  '# EU DECLARATION OF CONFORMITY',
  'Manufacturer: BrewKing Appliances Co., Ltd., 18 Xingye Road, Foshan 528000, China',
  'Product: Electric kettle, model BK-1701, 220-240 V~ 50/60 Hz 2200 W',
  'We declare under our sole responsibility that the product described above conforms to',
  'the Low Voltage Directive 2014/35/EU and the EMC Directive 2014/30/EU,',
  'applying EN 60335-1:2012+A15:2021 and EN 60335-2-15:2016.',
  'Place and date of issue: Foshan, 2026-06-30',
  'Signed for and on behalf of the manufacturer: Zhang Wei, General Manager',
];

const verdict = (type: DocumentType, text: string) => {
  const score = scoreDocument({
    type,
    text,
    context: scoringFixtureCases.kettle,
    today,
    image: null,
  });
  return { band: bandOf(score), missing: score.missingElements };
};

/** The page scanned with `options`, read by OCR, scored; and its clean text's score. */
async function readScan(type: DocumentType, lines: string[], options: ScanOptions) {
  const scan = scanImage(lines, options);
  const { text } = await extractText(scan.kind, scan.bytes);
  const clean = lines.map((l) => l.replace(/^# /, '').split(' | ').join('  ')).join('\n');
  return { text, scanned: verdict(type, text), clean: verdict(type, clean) };
}

describe('scans turned a quarter or half turn', () => {
  it.each([
    ['a page fed sideways (90°)', { rotate: 90 } as const],
    ['a page fed upside down (180°)', { rotate: 180 } as const],
    ['a phone held the other way (270°)', { rotate: 270 } as const],
  ])('reads %s upright and scores it as the clean certificate', async (_, turn) => {
    const result = await readScan('Certificate', certificate, { dpi: 200, ...turn });
    expect(result.text).toMatch(/Certificate Number 20261015-E512345/);
    expect(result.scanned).toEqual(result.clean);
    expect(result.scanned.band).toBe('good');
  });
});

describe('upright pages that look turned', () => {
  // A packing list of figures and codes: its columns line up as sharply as its rows, and its
  // points and commas sit below the line like upside-down letters' ascenders.
  const packingList = Array.from(
    { length: 30 },
    (_, i) =>
      `${String(i + 1).padStart(3)}   B0C${1000000 + i * 7}   ${(10 + i) * 3}   12.50   ${((10 + i) * 3 * 12.5).toFixed(2)}`,
  );
  const lookAlikes = Array.from(
    { length: 40 },
    (_, i) => `Line ${i + 1}: Commercial Invoice No. INV-2025-${1000 + i} Qty 24 Unit price 12.50`,
  );
  it.each([
    ['a table of figures', packingList, /C1000007 33 12\.50 412\.50/],
    ['forty look-alike lines', lookAlikes, /INV-2025-1017 Qty 24/],
  ])('reads %s as it came, not turned', async (_, lines, expected) => {
    const scan = scanImage(lines, { dpi: 200 });
    const { text } = await extractText(scan.kind, scan.bytes);
    expect(text).toMatch(expected);
  });
});

describe('office scans and phone photos', () => {
  it('reads a 150-dpi JPEG turned sideways and 4° crooked on grey paper', async () => {
    const result = await readScan('Certificate', certificate, {
      dpi: 150,
      rotate: 90,
      skewDeg: 4,
      paper: 235,
      jpegQuality: 70,
    });
    expect(result.text).toMatch(/Model BK-1701/);
    expect(result.scanned).toEqual(result.clean);
  });

  it('reads a 100-dpi scan (upscaled before OCR)', async () => {
    const result = await readScan('Invoice', invoice, { dpi: 100 });
    expect(result.text).toMatch(/BK-INV-26-0913/);
    expect(result.scanned).toEqual(result.clean);
  });
});

describe('tables and headings', () => {
  it("keeps a ruled table's rows: the Qty column and the PASS results", async () => {
    const scannedInvoice = await readScan('Invoice', invoice, { dpi: 150, jpegQuality: 75 });
    expect(scannedInvoice.text).toMatch(/Qty/);
    expect(scannedInvoice.text).toMatch(/1,200/);
    expect(scannedInvoice.scanned).toEqual(scannedInvoice.clean);
    const report = await readScan('Test Report', testReport, { dpi: 300 });
    expect(report.text).toMatch(/Leakage current/);
    expect(report.scanned).toEqual(report.clean);
  });

  it('reads a heading printed white on a dark bar', async () => {
    const result = await readScan('Certificate', declaration, {
      dpi: 200,
      invertedHeadings: true,
    });
    expect(result.text).toMatch(/DECLARATION OF CONFORMITY/);
    expect(result.scanned).toEqual(result.clean);
  });
});

describe("OCR's usual confusions", () => {
  it('reads figures with a letter for a digit as figures, and leaves words alone', () => {
    expect(repairOcrFigures('Issue Date 2O26-O8-l5, valid until 2025-03-C1')).toBe(
      'Issue Date 2026-08-15, valid until 2025-03-01',
    );
    expect(repairOcrFigures('This 1s to certify, 1n compliance with')).toBe(
      'This is to certify, in compliance with',
    );
    expect(repairOcrFigures('Oil, I/O, CIO, Model BK-1701')).toBe('Oil, I/O, CIO, Model BK-1701');
  });

  it('finds the ASIN and the model number with O for 0 and l for 1', () => {
    const context = { ...scoringFixtureCases.kettle, title: 'Electric Kettle BK-1701' };
    expect(productMatchOf('ASIN BOD7KTL2QX', context)).toBe(1);
    expect(productMatchOf('Model BK-17O1', context)).toBe(1);
    expect(productMatchOf('Model BK-l7Ol', context)).toBe(1);
    expect(productMatchOf('Model BK-1702', context)).toBeLessThan(1);
  });
});
