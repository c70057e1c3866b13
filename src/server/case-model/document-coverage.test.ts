import { describe, expect, it } from 'vitest';
import { documentCovers } from './document-coverage';

describe('what a document covers', () => {
  it('reads an invoice as an invoice, not as authenticity or chain of custody', () => {
    const covers = documentCovers({
      type: 'Invoice',
      text: 'COMMERCIAL INVOICE\nSupplier: Acme Co. Ltd\nQty Description Unit price Total\n500 Kettle 6.40 3200.00',
    });
    expect(covers).toContain('supplier-invoices');
    expect(covers).not.toContain('product-authenticity-documentation');
    expect(covers).not.toContain('chain-of-custody-documentation');
  });

  it('lets an invoice cover authenticity or chain of custody when its text shows it', () => {
    const covers = documentCovers({
      type: 'Invoice',
      text: 'INVOICE Qty 10 units. Genuine products, chain of custody: factory to distributor to seller.',
    });
    expect(covers).toEqual(
      expect.arrayContaining([
        'supplier-invoices',
        'product-authenticity-documentation',
        'chain-of-custody-documentation',
      ]),
    );
  });

  it('does not take a certificate of conformity for a test report, whatever its type', () => {
    const certificate =
      'CERTIFICATE OF CONFORMITY\nProduct: Electric Kettle BK-1701\nThe product was found in compliance with UL 1082. Based on test report No. 12345 issued by Intertek.';
    for (const type of ['Certificate', 'Test Report'] as const) {
      const covers = documentCovers({ type, text: certificate });
      expect(covers).toContain('safety-certification');
      expect(covers).not.toContain('laboratory-test-reports');
    }
  });

  it("does not take a children's product certificate citing its lab report for the report", () => {
    const covers = documentCovers({
      type: 'Certificate',
      text: "CHILDREN'S PRODUCT CERTIFICATE\nProduct: Rainbow Toy\nTested by: Global Safety Labs (CPSC-accepted laboratory), report GSL-1184\nTest item: toy. Standards: ASTM F963-23 - Result: PASS",
    });
    expect(covers).toContain('safety-certification');
    expect(covers).not.toContain('laboratory-test-reports');
  });

  it('reads a laboratory test report as one', () => {
    const covers = documentCovers({
      type: 'Other',
      text: 'TEST REPORT No. SH-2026-001\nIssued by an ISO/IEC 17025 accredited laboratory\nTest item: kettle. Result: PASS',
    });
    expect(covers).toContain('laboratory-test-reports');
    // Titled by the laboratory's letterhead instead: read from its body.
    const body = documentCovers({
      type: 'Other',
      text: 'Intertek Testing Services Ltd.\n12 Science Park\nShenzhen\nSample received: 2026-11-01\nTest item: kettle\nTest method: IEC 60335-2-15\nConclusion: PASS\nAccredited laboratory',
    });
    expect(body).toContain('laboratory-test-reports');
  });

  it('reads the supplier contact details an invoice shows', () => {
    const covers = documentCovers({
      type: 'Invoice',
      text: 'INVOICE\nSupplier: Acme Co. Ltd\n88 Industrial Road, Shenzhen 518000\nTel: +86 755 1234 5678\nQty 5 units',
    });
    expect(covers).toContain('supplier-contact-information');
    expect(
      documentCovers({ type: 'Invoice', text: 'INVOICE No 4 Qty 5 units Total 10 USD' }),
    ).not.toContain('supplier-contact-information');
  });

  it('falls back to how notices name a kind of document the rules do not know', () => {
    expect(
      documentCovers({ type: 'Other', text: 'EU Responsible Person: Acme GmbH, Berlin' }),
    ).toContain('eu-responsible-person');
  });

  it('reads a certificate of liability insurance as proof of insurance, not a policy letter that only mentions insurance', () => {
    expect(
      documentCovers({
        type: 'Certificate',
        text: 'CERTIFICATE OF LIABILITY INSURANCE\nInsured: Acme Kitchen LLC\nCommercial General Liability, occurrence, each occurrence $1,000,000\nAdditional insured: Amazon.com Services LLC and its affiliates and assignees',
      }),
    ).toContain('liability-insurance');
    expect(
      documentCovers({
        type: 'Letter',
        text: 'Thank you for your order. Shipping insurance is included for parcels over $100.',
      }),
    ).not.toContain('liability-insurance');
  });

  it('covers product images by being a photo, and nothing by type alone otherwise', () => {
    expect(documentCovers({ type: 'Image', text: '' })).toEqual(['product-images']);
    expect(documentCovers({ type: 'Letter', text: '' })).toEqual([]);
    expect(documentCovers({ type: 'Invoice', text: 'Price list 2026' })).toEqual([]);
  });
});
