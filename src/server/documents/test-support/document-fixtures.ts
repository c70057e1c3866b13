import { createCanvas } from '@napi-rs/canvas';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF whose pages carry these lines as a real text layer. */
export async function textPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 18, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A PDF with a page but no text layer: what a scanner produces, minus the picture. */
export async function blankPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}

/** A 'scanned' PDF: one page that is only a picture of these lines, no text layer. */
export async function scannedPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(textPng(lines));
  const page = pdf.addPage([612, 357]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 357 });
  return Buffer.from(await pdf.save());
}

export async function docxFile(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(doc);
}

/** A PNG of black text on white, large enough for OCR. */
export function textPng(
  lines: string[],
  size: { width: number; height: number } = { width: 1200, height: 700 },
): Buffer {
  const canvas = createCanvas(size.width, size.height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, size.width, size.height);
  g.fillStyle = '#000000';
  g.font = '40px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 40, 80 + i * 70));
  return canvas.toBuffer('image/png');
}

/** The start of a Windows executable: what a renamed .exe looks like. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}

export function isoDaysAgo(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export const productCase = {
  sellerId: 'A1SELLER',
  asin: 'B0TEST0001',
  caseType: 'Suppression' as const,
  title: 'Acme Stainless Steel Water Bottle',
  description: 'Amazon suppressed the listing over a safety complaint about the water bottle.',
};

/** Every element a supplier invoice needs, dated `date`. */
export function invoiceLines(date: string | null, asin = productCase.asin): string[] {
  return [
    'INVOICE',
    'Supplier: Acme Manufacturing Co. Ltd',
    '88 Industrial Road, Shenzhen 518000, China',
    'Tel: +86 755 1234 5678  Email: sales@acme-mfg.example',
    'Bill To: Best Seller LLC',
    '100 Market Street, Seattle, WA 98101',
    'Invoice No: INV-2026-0042',
    ...(date ? [`Invoice Date: ${date}`] : []),
    'Description: Acme Stainless Steel Water Bottle 750ml, ASIN ' + asin,
    'Quantity: 500 units   Unit price: 4.20 USD   Total: 2100.00 USD',
  ];
}

/** A multipart/form-data body, fields in the order given. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; data: Buffer }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----casepilot${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      'value' in part ? Buffer.from(part.value, 'utf8') : part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
