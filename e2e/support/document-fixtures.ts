import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page text PDF made on the spot (no binary fixtures in the repository). */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  let y = 740;
  for (const line of lines) {
    page.drawText(line, { x: 56, y, size: 11, font });
    y -= 18;
  }
  return Buffer.from(await pdf.save());
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A supplier invoice with what the checklist looks for: parties, number, a recent date, the product, quantities. */
export function supplierInvoicePdf(product: { title: string; asin: string }): Promise<Buffer> {
  return textPdf([
    'COMMERCIAL INVOICE',
    'Supplier: Brightway Manufacturing Co., Ltd.',
    'Address: 88 Industrial Park Road, Ningbo, Zhejiang 315000, China',
    'Contact: sales@brightway-mfg.example  Tel: +86 574 5555 0100',
    'Bill To: Northwind Home Goods LLC, 1200 Market Street, Suite 400, Seattle, WA 98101, USA',
    `Invoice Number: INV-2026-${Math.floor(Math.random() * 9000 + 1000)}`,
    `Invoice Date: ${isoDaysAgo(20)}`,
    `Description: ${product.title} (ASIN ${product.asin})`,
    'Quantity: 500 units   Unit Price: USD 6.40   Total: USD 3,200.00',
    'Payment Terms: T/T 30 days. Thank you for your business.',
  ]);
}

/** A brand owner's letter authorising the seller. */
export function authorizationLetterPdf(product: { title: string; asin: string }): Promise<Buffer> {
  return textPdf([
    'LETTER OF AUTHORIZATION',
    `Date: ${isoDaysAgo(10)}`,
    'From: Brightway Brands Inc., 500 Commerce Ave, Austin, TX 78701, USA (brand owner)',
    'To: Northwind Home Goods LLC',
    'Brightway Brands Inc. hereby authorizes Northwind Home Goods LLC to sell genuine',
    `${product.title} (ASIN ${product.asin}) on Amazon.com.`,
    'This authorization is valid until revoked in writing.',
    'Signed: Jane Carter, Director of Sales, Brightway Brands Inc.',
  ]);
}
