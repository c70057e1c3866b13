import { describe, expect, it } from 'vitest';
import { findDates, productMatchOf } from './document-facts';
import { NO_TEXT_LAYER_FEEDBACK, scoreDocument } from './document-scoring';
import { invoiceLines, isoDaysAgo, productCase } from './test-support/document-fixtures';

const today = new Date('2026-11-22T12:00:00Z');
const score = (
  type: Parameters<typeof scoreDocument>[0]['type'],
  lines: string[],
  image: { width: number; height: number } | null = null,
) => scoreDocument({ type, text: lines.join('\n'), context: productCase, today, image });

describe('built-in document scoring', () => {
  it('reads dates in the usual formats with their role', () => {
    const dates = findDates(
      'invoice date: 2026-03-05 due date 04/15/2026 valid until 5 march 2027 on mar 7, 2026 31.12.2025',
    );
    expect(dates.map((d) => [d.date.toISOString().slice(0, 10), d.role])).toEqual([
      ['2026-03-05', 'issue'],
      ['2026-04-15', 'due'],
      ['2027-03-05', 'expiry'],
      ['2026-03-07', 'other'],
      ['2025-12-31', 'other'],
    ]);
  });

  it('reads dates written with dashes, an "of", a weekday after the label, or in CJK', () => {
    const dates = findDates(
      'invoice date: 05-oct-2026 issued 5th of october, 2026 date: monday, october 5, 2026 日付 2026年10月5日',
    );
    expect(dates.map((d) => [d.date.toISOString().slice(0, 10), d.role])).toEqual([
      ['2026-10-05', 'issue'],
      ['2026-10-05', 'issue'],
      ['2026-10-05', 'issue'],
      ['2026-10-05', 'other'],
    ]);
  });

  it("reads a Chinese supplier's invoice: 'DATE: OCT.12,2026', 'TO:' for the buyer, 'QTY(PCS)'", () => {
    const result = score('Invoice', [
      'SHENZHEN ACME TECHNOLOGY CO.,LTD',
      "ADD: Room 501, Building A, Bao'an District, Shenzhen 518000, China  TEL: +86-755-8888-1234",
      'COMMERCIAL INVOICE',
      `INVOICE NO.: HB20261012   DATE: OCT.${today.getUTCDate()},${today.getUTCFullYear()}`,
      'TO: Acme Goods LLC, 18 Pine Rd, Austin TX 78701 USA',
      'NO.  DESCRIPTION                             QTY(PCS)   UNIT PRICE(USD)   AMOUNT(USD)',
      '1    Acme Stainless Steel Water Bottle 750ml  3000       2.85              8550.00',
    ]);
    expect(result.missingElements).toEqual([]);
  });

  it('reads a certificate of analysis: methods for a standard, "within specification" for a pass, "out of specification" for a fail', () => {
    const coa = (verdict: string) =>
      score('Test Report', [
        'CERTIFICATE OF ANALYSIS   Eurofins Food Integrity & Innovation',
        'Sample: Acme Stainless Steel Water Bottle, lot 2026-0912',
        `Date reported: ${isoDaysAgo(today, 30)}`,
        'Analyte: Lead   Result: ND   Limit: 0.1 ppm   Method: AOAC 2015.01',
        verdict,
      ]);
    expect(coa('All results are within specification.').missingElements).toEqual([]);
    expect(coa('Result: out of specification').missingElements).toEqual(['Pass result']);
  });

  it('reads a distribution agreement that appoints the seller as an authorisation', () => {
    const result = score('Letter', [
      'DISTRIBUTION AGREEMENT',
      `Made on ${isoDaysAgo(today, 60)} between Acme Manufacturing Co., Ltd., Shenzhen, tel +86 755 8888 1234 ("Manufacturer")`,
      'and Best Seller LLC ("Distributor"), 18 Pine Rd, Austin TX 78701.',
      'The Manufacturer appoints the Distributor as its exclusive distributor of the Acme Stainless Steel Water Bottle in the United States, including sales on Amazon.com.',
      'Signed for the Manufacturer: Chen Li, General Manager',
    ]);
    expect(result.missingElements).toEqual([]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
  });

  it("reads a letter that gives the seller the brand's permission to sell as an authorisation", () => {
    const result = score('Letter', [
      'Acme Brands Inc., 300 Harbor Way, Long Beach, CA 90802, sales@acme.example',
      `Date: ${isoDaysAgo(today, 30)}`,
      'Best Seller LLC has our permission to list and sell Acme products, including the Acme Stainless Steel Water Bottle, on Amazon.',
      'Regards, Sarah Klein, VP Sales',
    ]);
    expect(result.missingElements).toEqual([]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
  });

  it('names what is missing with the right article: "Upload an authorization letter"', () => {
    const result = score('Letter', ['Acme Brands Inc.', 'Acme Stainless Steel Water Bottle']);
    expect(result.feedback).toMatch(/^Upload an authorization letter that includes: /);
  });

  it('matches the product by ASIN, else by the share of title words', () => {
    expect(productMatchOf('asin b0test0001', productCase)).toBe(1);
    expect(productMatchOf('acme stainless steel bottle', productCase)).toBe(1);
    expect(productMatchOf('acme widgets', productCase)).toBe(0.25);
  });

  it('scores a complete, recent supplier invoice high with nothing missing', () => {
    const result = score('Invoice', invoiceLines(isoDaysAgo(today, 20)));
    expect(result.missingElements).toEqual([]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
    expect(result.completenessScore).toBe(1);
    expect(result.complianceScore).toBe(1);
    expect(result.feedback).toMatch(/^Complete supplier invoice/);
  });

  it('lists the invoice date as missing when there is none, or when it is older than a year', () => {
    for (const date of [null, isoDaysAgo(today, 400)]) {
      const result = score('Invoice', invoiceLines(date));
      expect(result.missingElements).toEqual(['Invoice date within the last 365 days']);
      expect(result.completenessScore).toBeLessThan(1);
      expect(result.complianceScore).toBeLessThan(1);
      expect(result.feedback).toBe(
        'Upload a supplier invoice that includes: Invoice date within the last 365 days.',
      );
    }
  });

  it("says when a document is not about the case's product", () => {
    const result = score(
      'Invoice',
      invoiceLines(isoDaysAgo(today, 20), 'B0OTHER999').map((l) =>
        l.replace('Acme Stainless Steel Water Bottle', 'Garden hose'),
      ),
    );
    expect(result.relevanceScore).toBeLessThan(0.6);
    expect(result.missingElements).toContain("Product description matching the case's product");
    expect(result.feedback).toMatch(/does not mention the case's product/);
  });

  it('scores a test report with lab, standard, product, date and pass result', () => {
    const report = [
      'TEST REPORT No. SZ-2026-1188',
      'Issued by: Intertek Testing Services Shenzhen Ltd.',
      'Sample: Acme Stainless Steel Water Bottle, ASIN B0TEST0001',
      `Date of issue: ${isoDaysAgo(today, 60)}`,
      'Test standard: 16 CFR 1303 and CPSIA Section 101 (lead content)',
      'Overall result: PASS',
    ];
    const result = score('Test Report', report);
    expect(result.missingElements).toEqual([]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
    const failed = score(
      'Test Report',
      report.map((l) => (l.startsWith('Overall') ? 'Overall result: FAIL' : l)),
    );
    expect(failed.missingElements).toEqual(['Pass result']);
  });

  it('flags an expired certificate and an unsigned authorisation letter', () => {
    const certificate = score('Certificate', [
      'Certificate of Conformity issued by TUV Rheinland certification body',
      'Product: Acme Stainless Steel Water Bottle',
      'Standard: EN 12875',
      `Date: ${isoDaysAgo(today, 700)}`,
      `Valid until: ${isoDaysAgo(today, 5)}`,
      'The product complies.',
    ]);
    expect(certificate.missingElements).toEqual(['Not expired']);
    const letter = score('Letter', [
      'Acme Manufacturing Co. Ltd, 88 Industrial Road, Shenzhen, brand owner of Acme',
      `Date: ${isoDaysAgo(today, 10)}`,
      'We hereby authorize seller A1SELLER (Best Seller LLC) to sell Acme Stainless Steel Water Bottle on Amazon.',
    ]);
    expect(letter.missingElements).toEqual(['Signature']);
  });

  it('judges a product image by resolution, and by any product text it shows', () => {
    const small = score('Image', ['ACME'], { width: 400, height: 300 });
    expect(small.missingElements).toEqual([
      'Readable resolution (at least 500 px on the short side)',
    ]);
    const good = score('Image', ['Acme Stainless Steel Bottle'], { width: 1200, height: 900 });
    expect(good.missingElements).toEqual([]);
    expect(good.relevanceScore).toBeGreaterThanOrEqual(0.8);
  });

  it('says a PDF without a text layer needs a text PDF or clear images', () => {
    const result = scoreDocument({
      type: 'Invoice',
      text: '',
      context: productCase,
      today,
      image: null,
      isScannedWithoutText: true,
    });
    expect(result.feedback).toBe(NO_TEXT_LAYER_FEEDBACK);
  });
});

describe('scoring real-world documents (walkthrough false negatives)', () => {
  const kettleCase = {
    sellerId: 'A2KETTLE',
    asin: 'B0D7KTL2QX',
    caseType: 'Suppression',
    title: 'Stainless Steel Electric Kettle 1.7L',
    description: 'Listing suppressed: missing safety information (UL 1082) for the kettle.',
  };
  const kettleScore = (type: 'Certificate' | 'Invoice', lines: string[]) =>
    scoreDocument({ type, text: lines.join('\n'), context: kettleCase, today, image: null });

  it('scores the UL certificate naming "Electric Kettle, Model BK-1701" as relevant and passed', () => {
    const result = kettleScore('Certificate', [
      'UL LLC',
      'CERTIFICATE OF COMPLIANCE',
      'Certificate Number 20261015-E512345',
      'Issue Date 2026-10-15',
      'This is to certify that representative samples of Electric Kettle, Model BK-',
      '1701 have been investigated by UL and were found in compliance with UL 1082,',
      'Standard for Household Electric Coffee Makers and Brewing-Type Appliances.',
    ]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
    expect(result.missingElements).not.toContain('Product identified (name, model or ASIN)');
    expect(result.missingElements).not.toContain('Pass result');
    expect(result.feedback).not.toMatch(/does not mention/);
  });

  it('matches an invoice line that abbreviates the title and prints its size: "KETTLE ELEC 1.7L SS"', () => {
    for (const line of ['KETTLE ELEC 1.7L SS', 'ELEC KETTLE STAINL 1,7 LTR'])
      expect(productMatchOf(line, kettleCase)).toBeGreaterThanOrEqual(0.5);
    // A size alone, or another product of the same size, is not the kettle.
    expect(productMatchOf('Glass Teapot 1.7 litre', kettleCase)).toBeLessThan(0.3);
    // Too short to be an abbreviation of "stainless", "steel" or "electric".
    expect(productMatchOf('kettle ste ele', kettleCase)).toBe(0.25);
  });

  it('matches the model number whatever the layout: "bk1701", "BK 1701", "BK-\\n1701"', () => {
    for (const text of ['model bk1701', 'MODEL BK 1701', 'Model BK-\n1701'])
      expect(productMatchOf(text, { title: 'Kettle BK-1701', asin: 'B0D7KTL2QX' })).toBe(1);
    expect(productMatchOf('model bk1702', { title: 'Kettle BK-1701', asin: '' })).toBeLessThan(1);
  });

  it('reads quantities and amounts from an invoice table with a Qty column', () => {
    const result = kettleScore('Invoice', [
      'COMMERCIAL INVOICE',
      'BrewKing Appliances Co., Ltd.',
      '18 Xingye Road, Foshan, Guangdong 528000, China',
      'Tel: +86 757 8800 1701',
      'Invoice No.: BK-INV-26-0913        Date: 2026-09-13',
      'Bill To: Northwind Home Goods LLC',
      '2200 Harbor Avenue, Suite 400, Long Beach, CA 90802',
      'Item   Description                               Qty      Unit price    Amount',
      '1      Electric Kettle 1.7L, Model BK-1701       1,200    USD 11.40     USD 13,680.00',
    ]);
    expect(result.missingElements).toEqual([]);
    expect(result.completenessScore).toBe(1);
  });

  it('marks a pro-forma invoice as not acceptable proof of purchase', () => {
    const result = score('Invoice', [
      'PROFORMA INVOICE',
      ...invoiceLines(isoDaysAgo(today, 20)).slice(1),
    ]);
    expect(result.missingElements).toContain(
      'A final invoice (not a pro-forma invoice, quote or order confirmation)',
    );
    expect(result.complianceScore).toBeLessThanOrEqual(0.5);
  });

  it('reads an invoice whose quantity columns are "Ordered" and "Shipped", as US accounting software prints them', () => {
    const result = kettleScore('Invoice', [
      'KITCHEN SUPPLY WHOLESALE INC.',
      '1200 Commerce Dr, Columbus OH 43215   Phone (614) 555-0199',
      'INVOICE',
      'Invoice #: 104577   Invoice Date: 10/28/2026   Terms: Net 30',
      'Bill To: Homebrew Goods LLC, 18 Pine Rd, Austin TX 78701',
      'Item          Description                                   Ordered  Shipped  Price    Extended',
      'BK-1701-SS    Stainless Steel Electric Kettle 1.7L, 1500W   600      600      18.40    11,040.00',
    ]);
    expect(result.missingElements).toEqual([]);
  });

  it("passes a Children's Product Certificate in the CPSC's seven-element form: dated by month, certifying is its verdict", () => {
    const result = score('Certificate', [
      "Children's Product Certificate (CPC)",
      '1. Product covered by this certificate: Acme Stainless Steel Water Bottle, ASIN B0TEST0001',
      "2. Each CPSC children's product safety rule to which this product is being certified: CPSIA Section 101 Lead in substrate; 16 CFR Part 1303",
      '3. Importer certifying compliance: Acme Goods LLC, 200 Main St, Dover DE 19901, (302) 555-0100',
      '4. Records kept by: Jane Doe, Acme Goods LLC, jane@acme.example, (302) 555-0100',
      '5. Date and place of manufacture: July 2026, Dongguan, Guangdong, China',
      '6. Date and place of testing: August 2026, SGS Shenzhen, China',
      '7. CPSC-accepted laboratory: SGS-CSTC Standards Technical Services Co., Ltd., CPSC Lab ID 1234',
    ]);
    expect(result.missingElements).toEqual([]);
  });

  it('reads a month without a day: from its first day, and as an expiry to its last', () => {
    expect(
      findDates('manufactured: july 2026 valid until november 2026 fecha: octubre de 2026').map(
        (d) => [d.date.toISOString().slice(0, 10), d.role],
      ),
    ).toEqual([
      ['2026-07-01', 'other'],
      ['2026-11-30', 'expiry'],
      ['2026-10-01', 'issue'],
    ]);
    // A full date is read once, not again as its month.
    expect(findDates('issued oct 5, 2026 and 5 oct 2026')).toHaveLength(2);
    const certificate = (validUntil: string) =>
      kettleScore('Certificate', [
        'CERTIFICATE OF COMPLIANCE  issued by UL Solutions',
        'Product: Stainless Steel Electric Kettle 1.7L, model BK-1701',
        `Found in compliance with UL 1082.  Issued: March 2026   Valid until: ${validUntil}`,
      ]);
    expect(certificate('November 2026').missingElements).toEqual([]);
    expect(certificate('October 2026').missingElements).toEqual(['Not expired']);
  });

  it('does not read a report with no verdict as passed because its laboratory is accredited', () => {
    for (const accreditation of [
      'Testing laboratory: Ningbo Quality Lab, certified to ISO/IEC 17025, CNAS L1234',
      'Ningbo Quality Lab is an ISO/IEC 17025 compliant laboratory (CNAS L1234)',
    ]) {
      const lines = [
        'TEST REPORT  No. 2026-0412   Date: 2026-10-02',
        accreditation,
        'Sample: Stainless Steel Electric Kettle 1.7L, model BK-1701   Test standard: UL 1082',
        'Measured leakage current 0.42 mA; temperature rise 48 K.',
      ];
      const report = (verdict: string[]) =>
        scoreDocument({
          type: 'Test Report',
          text: [...lines, ...verdict].join('\n'),
          context: kettleCase,
          today,
          image: null,
        });
      expect(report([]).missingElements).toEqual(['Pass result']);
      expect(report(['Conclusion: PASS']).missingElements).toEqual([]);
    }
  });
});

describe('a certificate of liability insurance', () => {
  const coi = (policyEnd: string, holder: string) => [
    'CERTIFICATE OF LIABILITY INSURANCE   DATE (MM/DD/YYYY) 08/15/2026',
    'PRODUCER: Harbor Insurance Agency, 10 Main Street, Long Beach, CA 90802',
    'INSURED: Acme Goods LLC, 2200 Harbor Avenue, Long Beach, CA 90802',
    `COMMERCIAL GENERAL LIABILITY   CGL-4471120   08/15/2025   ${policyEnd}`,
    'EACH OCCURRENCE $1,000,000   PRODUCTS - COMP/OP AGG $2,000,000',
    `CERTIFICATE HOLDER: ${holder}`,
  ];
  const amazon = 'Amazon.com Services LLC, 410 Terry Ave N, Seattle, WA 98109; additional insured';

  it('is judged on its insured, cover, Amazon as additional insured and policy end, not on a product or a test standard', () => {
    for (const type of ['Certificate', 'Other'] as const) {
      const result = score(type, coi('08/15/2027', amazon));
      expect(result.missingElements).toEqual([]);
      expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
      expect(result.feedback).toBe(
        'Complete certificate of insurance; ready to include in your submission.',
      );
    }
  });

  it('fails a policy that has ended, and asks for Amazon as additional insured', () => {
    const expired = score('Certificate', coi('08/15/2026', amazon));
    expect(expired.missingElements).toEqual(['Policy not expired']);
    expect(expired.complianceScore).toBeLessThanOrEqual(0.5);
    const withoutAmazon = score('Certificate', coi('08/15/2027', 'Acme Goods LLC'));
    expect(withoutAmazon.missingElements).toEqual(['Amazon named as additional insured']);
  });
});

describe('a registration certificate', () => {
  it('judges a trademark registration by its office, registrant and number, not by a test standard', () => {
    const result = score('Certificate', [
      'United States of America',
      'United States Patent and Trademark Office',
      'ACME',
      'Reg. No. 6,123,456   Registered Aug. 3, 2021',
      'Acme Brands Inc. (DELAWARE CORPORATION), 300 Tea Way, Portland, OR 97201',
      'CLASS 21: Water bottles sold empty',
    ]);
    expect(result.missingElements).toEqual([]);
    expect(result.feedback).toBe(
      'Complete registration certificate; ready to include in your submission.',
    );
  });

  it('fails a business licence that has expired', () => {
    const result = score('Certificate', [
      'BUSINESS LICENSE',
      'City of Long Beach, Business License Division',
      'License No.: BL-2024-001122   Business Name: Acme Goods LLC',
      'Issue Date: 01/05/2024   Expiration Date: 12/31/2024',
    ]);
    expect(result.missingElements).toEqual(['Not expired']);
    expect(result.complianceScore).toBeLessThanOrEqual(0.5);
  });

  it('keeps a safety certificate that mentions a registered trademark a safety certificate', () => {
    const result = score('Certificate', [
      'CERTIFICATE OF COMPLIANCE   Intertek Testing Services',
      'Acme Stainless Steel Water Bottle. ACME is a registered trademark of Acme Brands Inc.',
      'Found in compliance with EN 12875. Issue date: 2026-03-02',
    ]);
    expect(result.missingElements).toEqual([]);
    expect(result.feedback).toMatch(/^Complete certificate for this product/);
  });
});
