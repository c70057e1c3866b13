import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../domain/document';
import { findDates, modelNumbersOf, productMatchOf } from './document-facts';
import { scoreDocument } from './document-scoring';
import { bandOf, scoringFixtureCases } from './test-support/scoring-fixture-set';

/**
 * Documents in the layouts and wordings suppliers, laboratories, certification bodies, brand
 * owners and insurers actually use, none written to fit our own wording: each once scored wrong.
 */
const today = new Date('2026-11-20T12:00:00Z');
const judge = (case_: keyof typeof scoringFixtureCases, type: DocumentType, lines: string[]) => {
  const score = scoreDocument({
    type,
    text: lines.join('\n'),
    context: scoringFixtureCases[case_],
    today,
    image: null,
  });
  return { band: bandOf(score), missing: score.missingElements, feedback: score.feedback };
};
const PASS = 'Pass result';
const NOT_EXPIRED = 'Not expired';
const FINAL = 'A final invoice (not a pro-forma invoice, quote or order confirmation)';

describe('certificates whose verdict is the certification itself', () => {
  it('passes a UL certificate of compliance ("This is to certify that representative samples …")', () => {
    const result = judge('kettle', 'Certificate', [
      'CERTIFICATE OF COMPLIANCE',
      'Certificate Number 20260812-E498765   Issue Date 2026-08-12',
      'This is to certify that representative samples of    ELECTRIC KETTLES',
      '                                                      Model BK-1701, Stainless Steel 1.7 L',
      'Have been investigated by UL in accordance with the Standard(s) indicated on this Certificate.',
      'Standard(s) for Safety:   UL 1082, Household Electric Coffee Makers and Brewing-Type Appliances',
      'UL LLC',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });

  it("passes an Intertek Authorization to Mark and a CSA certificate ('eligible to bear the CSA Mark')", () => {
    const atm = judge('kettle', 'Certificate', [
      'AUTHORIZATION TO MARK',
      'This authorizes the application of the Certification Mark(s) shown below to the models described in the',
      'Product(s) Covered section. This document is the property of Intertek Testing Services.',
      'Standard(s):   UL 1082:2016 Ed.8',
      'Product:       Electric Kettle      Models: BK-1701',
      'ATM Issued: 12-Aug-2026',
    ]);
    expect(atm).toMatchObject({ band: 'good', missing: [] });
    const csa = judge('kettle', 'Certificate', [
      'Certificate of Compliance    CSA Group',
      'Certificate: 80214567    Date Issued: 2026-05-12',
      "The products listed below are eligible to bear the CSA Mark shown with adjacent indicators 'C' and 'US'.",
      'Model BK-1701, stainless steel electric kettle 1.7 L',
      'APPLICABLE REQUIREMENTS   UL 1082-2016',
    ]);
    expect(csa).toMatchObject({ band: 'good', missing: [] });
  });
});

describe('failed test reports, wherever the failure is written', () => {
  const report = (verdict: string[]) =>
    judge('toy', 'Test Report', [
      'SGS-CSTC Standards Technical Services Co., Ltd.',
      'Test Report    No. SZHL2609001234TY    Date: SEP 18, 2026',
      'Sample Description: Rainbow Stacking Blocks for Toddlers',
      'Test Requested: ASTM F963-17',
      ...verdict,
    ]);

  it('fails a conclusion that negates the pass words: "does not meet the requirements", "does not comply"', () => {
    for (const conclusion of [
      'Conclusion: The submitted sample does not meet the requirements of ASTM F963-17 section 4.6.',
      'Overall conclusion: The submitted sample does not comply with the requirements of 16 CFR 1303.',
    ]) {
      const result = report([conclusion]);
      expect(result.band).toBe('poor');
      expect(result.missing).toContain(PASS);
    }
  });

  it('fails a report whose result table has a "Fail" row, even with other rows passing', () => {
    const result = report([
      'Clause      Test Item                    Result',
      '4.6         Small objects                Fail',
      '4.7         Accessible edges             Pass',
    ]);
    expect(result.band).toBe('poor');
    expect(result.missing).toContain(PASS);
  });

  it('does not read a "Pass/Fail" header, a fail-safe, "no failed samples" or a CB verdict legend as a failure', () => {
    const result = report([
      'Possible test case verdicts:',
      '- test object does meet the requirement ..................: P (Pass)',
      '- test object does not meet the requirement ..............: F (Fail)',
      'Test item                        Result (Pass/Fail)',
      'Thermal cut-out (fail-safe)       Pass',
      'Number of failed samples: none.',
      'Conclusion: PASS',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });
});

describe('validity periods', () => {
  it('reads the end of "valid from … to …" as an expiry, but not the end of a testing period', () => {
    expect(
      findDates(
        'this authorization is valid from january 10, 2025 to december 31, 2025. validity: 2024-03-01 – 2026-02-28 testing period: 2026-09-01 to 2026-09-15',
      ).map((d) => [d.date.toISOString().slice(0, 10), d.role]),
    ).toEqual([
      ['2025-01-10', 'other'],
      ['2025-12-31', 'expiry'],
      ['2024-03-01', 'other'],
      ['2026-02-28', 'expiry'],
      ['2026-09-01', 'other'],
      ['2026-09-15', 'other'],
    ]);
  });

  it('fails a certificate whose validity period has ended, and flags the letter whose authorisation has', () => {
    const certificate = judge('toy', 'Certificate', [
      'CERTIFICATE OF CONFORMITY    Certification body: Bureau Veritas Certification',
      'Product: Rainbow Stacking Blocks for Toddlers, Item RSB-10',
      'Standards: EN 71-1:2014+A1:2018, EN 71-3:2019+A1:2021',
      'The product described above has been found to comply with the requirements of the standards listed.',
      'Validity: 2024-03-01 to 2026-02-28',
    ]);
    expect(certificate.band).toBe('poor');
    expect(certificate.missing).toEqual([NOT_EXPIRED]);
    const letter = judge('kettle', 'Letter', [
      'BrewKing Appliances Co., Ltd., 18 Xingye Road, Foshan, Guangdong 528000, China, Tel +86 757 8800 1701',
      'Date: 2025-01-10',
      'BrewKing Appliances Co., Ltd. authorizes Northwind Home Goods LLC to sell the Stainless Steel Electric Kettle 1.7L on Amazon.com.',
      'This authorization is valid from January 10, 2025 to December 31, 2025.',
      'Sincerely, Li Wei, Sales Director',
    ]);
    expect(letter.missing).toEqual([NOT_EXPIRED]);
  });

  it('reads "3-Nov-26" as Indian and Chinese accounting software prints a date, and "October, A.D. 2026"', () => {
    expect(
      findDates('dated 3-nov-26 as of the fifteenth day of october, a.d. 2026').map((d) =>
        d.date.toISOString().slice(0, 10),
      ),
    ).toEqual(['2026-11-03', '2026-10-01']);
  });
});

describe('invoices', () => {
  it('fails a quote or an order confirmation by its title, not an invoice that cites one', () => {
    const body = [
      'Sunrise Drinkware Manufacturing Co., Ltd.',
      'No. 88 Jinhu Road, Yongkang, Zhejiang 321300, China   Tel: +86 579 8712 3456',
      'Customer: Acme Goods LLC, 18 Pine Rd, Austin TX 78701',
      'Item   Description                                 Qty     Unit Price    Amount',
      '1      Acme Stainless Steel Water Bottle 750ml     3000    2.85          8,550.00',
    ];
    for (const title of ['SALES ORDER CONFIRMATION', 'QUOTE']) {
      const result = judge('bottle', 'Invoice', [title, 'Date: 2026-11-02', ...body]);
      expect(result.band).toBe('poor');
      expect(result.missing).toContain(FINAL);
    }
    const invoice = judge('bottle', 'Invoice', [
      'Order Confirmation No.: OC-2026-0931',
      'INVOICE   Invoice No.: SD-2026-1104   Invoice Date: 2026-11-04',
      ...body,
      'Please quote the invoice number with your payment.',
    ]);
    expect(invoice).toMatchObject({ band: 'good', missing: [] });
  });

  it('reads an Odoo invoice: the customer block has no "Bill to", the number stands in its title', () => {
    const result = judge('lamp', 'Invoice', [
      'Ningbo Brightway Lighting Co., Ltd.',
      'No. 16 Xinghai South Road, Beilun District, Ningbo 315800, Zhejiang, China',
      'sales@brightway-lighting.com',
      '                                          Nordlicht Handel UG',
      '                                          Hauptstraße 12',
      '                                          10115 Berlin',
      'Invoice INV/2026/00412',
      'Invoice Date:          Due Date:',
      '10/28/2026             11/27/2026',
      'Description                                        Quantity      Unit Price      Amount',
      '[DL-40-WH] LED desk lamp, dimmable, white          300.00 Units  14.20           4,260.00 €',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });

  it("reads a Tally invoice dated '3-Nov-26', and an OCR'd 'lnvoice No.'", () => {
    const tally = judge('kettle', 'Invoice', [
      'TAX INVOICE',
      'Shree Ganesh Home Appliances Pvt. Ltd.',
      'Plot 42, GIDC Estate, Vapi 396195, Gujarat    E-Mail : sales@sgha.in',
      'Invoice No.            Dated',
      'SGHA/26-27/0412        3-Nov-26',
      'Buyer (Bill to)  Northwind Home Goods LLC, 2200 Harbor Avenue, Suite 400, Long Beach, CA 90802',
      'Sl   Description of Goods                     Quantity    Rate      Amount',
      '1    Stainless Steel Electric Kettle 1.7 Ltr  500 Nos     910.00    4,55,000.00',
    ]);
    expect(tally).toMatchObject({ band: 'good', missing: [] });
    const scanned = judge('bottle', 'Invoice', [
      '|NVOICE',
      'Sunrise Drinkware Manufacturing Co., Ltd.',
      'No. 88 Jinhu Road, Yongkang, Zhejiang 321300, China   Tel: +86 579 8712 3456',
      'lnvoice No.: SD-2026-1104        lnvoice Date: 2026-11-04',
      'Bill To: Acme Goods LLC, 18 Pine Rd, Austin TX 78701',
      'ltem  Description                               Qty     Unit Price    Amount',
      '1     Acme Stainless Steel Water Bottle 750ml  3000    2.85          8,550.00',
    ]);
    expect(scanned.missing).toEqual([]);
  });
});

describe("the case's product", () => {
  it('does not take a product that only shares the material ("Stainless Steel Cookware Set") for the kettle', () => {
    const result = judge('kettle', 'Invoice', [
      'INVOICE   Golden Chef Cookware Co., Ltd.',
      '88 Industrial Road, Jiangmen, Guangdong 529000, China   Tel: +86 750 3322 1100',
      'Invoice No.: GC-2026-0917        Invoice Date: 2026-09-17',
      'Bill To: Northwind Home Goods LLC, 2200 Harbor Avenue, Suite 400, Long Beach, CA 90802',
      'Item   Description                         Qty     Unit Price    Amount',
      '1      Stainless Steel Cookware Set        400     22.50         9,000.00',
    ]);
    expect(result.band).toBe('poor');
    expect(result.missing).toContain("Product description matching the case's product");
    expect(result.feedback).toMatch(/does not mention the case's product/);
    // The product itself, named by its noun with the size or a plural, still matches.
    const kettle = scoringFixtureCases.kettle;
    expect(productMatchOf('Electric Kettles, stainless 1.7 L', kettle)).toBeGreaterThanOrEqual(0.5);
    expect(productMatchOf('Stainless Steel Vacuum Tumbler', scoringFixtureCases.bottle)).toBe(0.25);
    // A long listing title: the product's noun stands in its middle, not at its end.
    const listing = {
      title: 'BrewKing Electric Kettle 1.7L Stainless Steel Hot Water Boiler with Auto Shut-Off',
      asin: '',
    };
    expect(productMatchOf('Electric Kettle, Model 1701', listing)).toBeGreaterThanOrEqual(0.5);
    expect(productMatchOf('Stainless Steel Cookware Set', listing)).toBe(0.25);
  });

  it('takes no model number from a standard the case cites ("ASTM F963") or a size ("750ml")', () => {
    expect(
      modelNumbersOf('Water Bottle 750ml BK-1701, 2200W: ASTM F963 and EN 71-3 requested'),
    ).toEqual(['bk1701']);
    const otherToy = judge('toy', 'Certificate', [
      "Children's Product Certificate",
      'Product: Rainbow Bath Squirters for Toddlers, item RBS-4',
      'Rules: ASTM F963-17; 16 CFR 1303',
      'Importer: Little Steps Trading LLC, 90 Elm Street, Newark, NJ 07102, (973) 555-0101',
      'Tested: September 2026, SGS Shenzhen. This product is being certified to the rules above.',
    ]);
    expect(otherToy.band).toBe('poor');
    expect(otherToy.missing).toContain('Product identified (name, model or ASIN)');
  });
});

describe('authorisation letters', () => {
  it('reads a distributor appointment signed "For and on behalf of" with the name and title on their own lines', () => {
    const result = judge('bottle', 'Letter', [
      'SUNRISE DRINKWARE MANUFACTURING CO., LTD.',
      'No. 88 Jinhu Road, Yongkang, Zhejiang 321300, China    Tel: +86 579 8712 3456',
      'Date: 15 September 2026',
      'We, Sunrise Drinkware Manufacturing Co., Ltd., the manufacturer of the ACME brand, hereby appoint',
      'Acme Goods LLC as our authorized distributor for the Acme Stainless Steel Water Bottle, including',
      'sales through online marketplaces such as Amazon.com.',
      'For and on behalf of',
      'Sunrise Drinkware Manufacturing Co., Ltd.',
      'Zhang Wei',
      'General Manager',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });

  it('reads a licence agreement that grants the licensee a licence to sell', () => {
    const result = judge('toy', 'Letter', [
      'TRADEMARK LICENSE AGREEMENT, entered into as of March 1, 2026 by and between Rainbow Play Brands Inc.,',
      '455 Market Street, San Francisco, CA 94105 ("Licensor") and Little Steps Trading LLC ("Licensee").',
      'Licensor grants to Licensee a non-exclusive, non-transferable license to use the RAINBOW PLAY marks to',
      "market and sell the Rainbow Stacking Blocks for Toddlers through Licensee's Amazon.com storefront (Seller ID A3TOYS).",
      'Licensor: By: /s/ Maria Gonzalez, CEO',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });

  it('names the seller given permission: "grants Acme Goods LLC permission to resell"', () => {
    const result = judge('bottle', 'Letter', [
      'Acme Brands Inc., 300 Harbor Way, Long Beach, CA 90802 | legal@acmebrands.example',
      'November 2, 2026',
      'Acme Brands Inc., as the trademark owner of ACME, grants Acme Goods LLC permission to list and',
      'resell the Acme Stainless Steel Water Bottle on Amazon.com.',
    ]);
    expect(result.missing).toEqual(['Signature']);
  });
});

describe('certificates about the seller and safety data sheets', () => {
  it("accepts a UK certificate of insurance: public and products liability, 'any one occurrence', Amazon EU S.à r.l.", () => {
    const result = judge('bottle', 'Certificate', [
      'CERTIFICATE OF INSURANCE',
      'Public and Products Liability',
      'Insurer: Hiscox Insurance Company Limited',
      'Policyholder / Insured: Acme Goods UK Ltd, Unit 4, Riverside Park, Leeds LS11 5QZ',
      'Period of insurance: 01/09/2026 to 31/08/2027',
      'Limit of indemnity: £5,000,000 any one occurrence',
      'Amazon EU S.à r.l. and its affiliates are named as additional insured under this policy.',
    ]);
    expect(result).toMatchObject({ band: 'good', missing: [] });
  });

  it("reads a Chinese business licence's unified social credit code as its registration number", () => {
    const result = judge('bottle', 'Certificate', [
      '营业执照',
      'BUSINESS LICENSE',
      'Unified Social Credit Code: 91330784MA2E12345X',
      'Name: Yongkang Sunrise Drinkware Manufacturing Co., Ltd.',
      'Registration authority: Yongkang Administration for Market Regulation',
      'Issue date: 2024-03-02',
    ]);
    expect(result.missing).toEqual([]);
  });

  it('reads a flash point whose unit heads the column, "Flash point (°C): 43", against a "not regulated" transport section', () => {
    const sds = (flashPoint: string) =>
      judge('degreaser', 'Other', [
        'SAFETY DATA SHEET',
        'SECTION 1: IDENTIFICATION   Product identifier: BrightHome Citrus Degreaser Spray',
        'Supplier: BrightHome Products Inc., 500 Lake St, Chicago, IL 60601   Phone: (312) 555-0177',
        'SECTION 2: HAZARD(S) IDENTIFICATION   Signal word: Warning   H226',
        ...Array.from({ length: 6 }, (_, i) => `SECTION ${i + 3}`),
        `SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES   ${flashPoint}`,
        ...Array.from({ length: 4 }, (_, i) => `SECTION ${i + 10}`),
        'SECTION 14: TRANSPORT INFORMATION   DOT: Not regulated',
        'SECTION 15: REGULATORY INFORMATION',
        'SECTION 16: OTHER INFORMATION   Revision date: 03/15/2025',
      ]);
    const flammable = sds('Flash point (°C): 43 (closed cup)');
    expect(flammable.band).toBe('poor');
    expect(flammable.missing).toEqual([
      'Transport section consistent with the flash point (below 60 °C is flammable)',
    ]);
    expect(sds('Flash point (°C): > 93').missing).toEqual([]);
  });
});
