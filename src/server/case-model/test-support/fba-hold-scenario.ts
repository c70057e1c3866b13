import { docxFile, isoDaysAgo, textPdf } from '../../documents/test-support/document-fixtures';

/**
 * Issue 12's scenario, shared by the API test and the Playwright test: an FBA inventory hold,
 * a supplier invoice (PDF with a Qty column), an authorization letter (DOCX), then a rejection
 * asking for an accredited test report within 5 days.
 */
export const kettleCase = {
  sellerId: 'A1KETTLESELLER',
  asin: 'B0KETTLE42',
  caseType: 'FBA Lock' as const,
  title: 'Brightway Electric Kettle 1.7L inventory on hold',
  description: 'Amazon placed our FBA inventory of the Brightway Electric Kettle 1.7L on hold.',
};

export const inventoryHoldNotice = `Hello,

We have placed your FBA inventory on hold for ASIN ${kettleCase.asin} (Brightway Electric Kettle 1.7L) pending review. To release the inventory, please provide supplier invoices covering the units in our fulfillment centers and a letter of authorization from the brand owner within 10 days.

Sincerely,
Seller Performance Team`;

export const appealRejectedNotice = `Hello,

Thank you for your appeal regarding ASIN ${kettleCase.asin}. We reviewed the documents you provided and we are unable to accept your appeal at this time. Please provide a test report from an accredited laboratory for the product within 5 days.

Seller Performance Team`;

export function supplierInvoicePdf(today: Date): Promise<Buffer> {
  return textPdf([
    [
      'COMMERCIAL INVOICE',
      'Supplier: Brightway Manufacturing Co., Ltd.',
      '88 Industrial Park Road, Ningbo, Zhejiang 315000, China',
      'Tel: +86 574 5555 0100   Email: sales@brightway-mfg.example',
      'Bill To: Northwind Home Goods LLC, seller A1KETTLESELLER',
      '1200 Market Street, Suite 400, Seattle, WA 98101, USA',
      'Invoice No: INV-2026-0815',
      `Invoice Date: ${isoDaysAgo(today, 20)}`,
      'Qty    Description                                              Unit price   Total',
      `500    Brightway Electric Kettle 1.7L (ASIN ${kettleCase.asin})          6.40 USD   3200.00 USD`,
      'Payment terms: T/T 30 days.',
    ],
  ]);
}

export function authorizationLetterDocx(today: Date): Promise<Buffer> {
  return docxFile([
    'LETTER OF AUTHORIZATION',
    `Date: ${isoDaysAgo(today, 10)}`,
    'From: Brightway Brands Inc., brand owner, 500 Commerce Ave, Austin, TX 78701, USA',
    'Tel: +1 512 555 0142   legal@brightway-brands.example',
    'To: Northwind Home Goods LLC (seller A1KETTLESELLER)',
    `Brightway Brands Inc. hereby authorizes Northwind Home Goods LLC to sell genuine Brightway Electric Kettle 1.7L (ASIN ${kettleCase.asin}) on Amazon.com.`,
    'This authorization is valid until revoked in writing.',
    'Signed: Jane Carter, Director of Sales, Brightway Brands Inc.',
  ]);
}
