import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';
import { classifyCase, measureCaseSignals } from './classify-case';
import { identifyIssue } from './identify-issue';

function classify(text: string) {
  const texts = [{ text, weight: 1 }];
  const signals = measureCaseSignals(texts, text);
  return classifyCase(
    signals,
    identifyIssue(texts, signals.listingAction >= 3 || signals.inventoryHold >= 3),
  );
}

describe('classifyCase', () => {
  it('calls a removed or suppressed listing a Suppression', () => {
    expect(
      classify(
        'We have removed your listing for ASIN B0C4KT7Q2M because of product safety concerns.',
      ),
    ).toMatchObject({ caseType: 'Suppression', category: 'suppression', isNotice: true });
    expect(
      classify('Your listing is search suppressed because it is missing a main image.'),
    ).toMatchObject({ caseType: 'Suppression', category: 'suppression' });
  });

  it('calls held or unfulfillable FBA inventory an FBA Lock, even when the listing went too', () => {
    expect(
      classify(
        'We received inauthentic complaints, placed your FBA inventory in unfulfillable status and removed the listing.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock', category: 'fba' });
    expect(
      classify(
        'The ASIN is under dangerous goods review and blocked from FBA; you cannot send new inventory.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock', category: 'fba' });
  });

  it("files inventory discrepancies and reimbursements under 'inventory' as FBA Lock cases", () => {
    expect(
      classify(
        'We have reimbursed you for 3 units of ASIN B0CZ1KJ8MN that were lost at one of our fulfillment centers.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock', category: 'inventory' });
    expect(
      classify(
        'You have stranded inventory: 57 units have no active offer. Create a removal order.',
      ),
    ).toMatchObject({ category: 'inventory' });
  });

  it('calls a request for product or category information an ASIN Request', () => {
    expect(
      classify(
        'We need additional information about ASIN B0D5RX7K2T. Please send the product specification sheet.',
      ),
    ).toMatchObject({ caseType: 'ASIN Request', category: 'other', isNotice: true });
  });

  it("calls an order confirmation 'other' with a low confidence instead of forcing a case type", () => {
    const result = classify(
      'Thank you for shopping with us. Your order #112-5534267-8820213 has shipped. Tracking ID: 1Z999AA10123456784. Arriving Thursday.',
    );
    expect(result).toMatchObject({ category: 'other', isNotice: false });
    expect(result.confidence).toBeLessThanOrEqual(0.3);
  });

  it("calls marketing 'other' even when it mentions inventory and ASINs", () => {
    expect(
      classify(
        'Prime Day is coming! Deal recommendations for B0C1RWX2YT. Send FBA inventory before the cutoff. Unsubscribe',
      ),
    ).toMatchObject({ category: 'other', isNotice: false });
  });

  it('calls stock that cannot be removed or replenished an FBA Lock', () => {
    expect(
      classify(
        'Your account has been deactivated. If you have FBA inventory of these items, they are currently ineligible for removal.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock' });
    expect(
      classify(
        'Your listings have been removed and you won\u2019t be able to create removal orders while we review your inventory supply chain.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock' });
    expect(
      classify(
        'We have blocked inbound shipments of ASIN B0A1B2C3J2 because it is classified as a dangerous good. To send more units, provide a Safety Data Sheet.',
      ),
    ).toMatchObject({ caseType: 'FBA Lock' });
  });

  it('calls a deactivated account a Suppression: every listing goes down with it', () => {
    expect(
      classify(
        'Your Amazon seller account has been deactivated because of a high order defect rate. Please submit an appeal.',
      ),
    ).toMatchObject({ caseType: 'Suppression' });
  });
});

describe('an information request about a product that stays on sale', () => {
  const on = { today: new Date('2026-03-01T00:00:00Z') };
  it.each([
    'Hello,\n\nWe need additional information to verify that ASIN B07XYZ1234 complies with our policies. Please provide a Certificate of Conformity and product images within 7 days. Your listing will remain active while we review.\n\nAmazon Product Compliance',
    'Hello,\n\nProduct documentation requested for ASIN B07XYZ1234: submit a test report and the product label through the Manage Your Compliance page.\n\nAmazon',
    'Hello,\n\nWe need additional information about the products you sell under ASIN B0VERF0001. Please send a copy of your invoice from your supplier within 72 hours.\nYour offers remain active while we review.\n\nAmazon Seller Support',
  ])('is an ASIN Request: %s', (text) => {
    expect(analyzeEmail(text, on).caseType).toBe('ASIN Request');
  });

  it('is still a Suppression when only the other listings stay on sale', () => {
    expect(
      classify(
        'We have removed your listing for ASIN B0C4KT7Q2M because of product safety concerns. Your other listings remain active.',
      ),
    ).toMatchObject({ caseType: 'Suppression' });
  });
});

describe('an application to list or sell is the approval process', () => {
  it.each([
    'By applying to list these products you certify that all materials you submit are true and accurate. Please submit a test report for the toys.',
    'Thank you for your application to sell in the Grocery & Gourmet Food category. Please provide an invoice dated within the last 180 days.',
  ])('%s', (text) => {
    expect(classify(text).caseType).toBe('ASIN Request');
  });
});
