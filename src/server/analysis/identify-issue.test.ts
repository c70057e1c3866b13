import { describe, expect, it } from 'vitest';
import { identifyIssue, type IssueKind } from './identify-issue';

const issueOf = (text: string, isNoticeLike = true) =>
  identifyIssue([{ text, weight: 1 }], isNoticeLike).kind;

describe('identifyIssue', () => {
  it.each<[IssueKind, string]>([
    [
      'product-safety',
      "We removed the listing because of product safety concerns: customers reported burns. Provide a Children's Product Certificate.",
    ],
    [
      'authenticity',
      'We received complaints that the item is inauthentic. Provide invoices to verify authenticity.',
    ],
    ['authenticity', 'The rights owner reported that the product is counterfeit.'],
    [
      'trademark',
      'A rights owner reported that your listing infringes their trademark. Infringement type: Trademark.',
    ],
    ['copyright', 'The rights owner states that your images infringe their copyright.'],
    [
      'patent',
      'A patent owner submitted an APEX request alleging that your product infringes U.S. Patent No. 10,123,456.',
    ],
    [
      'intellectual-property',
      'We received a notice of infringement from the rights owner about an intellectual property violation.',
    ],
    [
      'dangerous-goods',
      'The ASIN has been identified as potential dangerous goods (hazmat). Upload a Safety Data Sheet.',
    ],
    [
      'dangerous-goods',
      'Pesticides are restricted products; the listing makes pesticide claims without an EPA registration number.',
    ],
    ['listing-policy', 'Your listing is search suppressed because it is missing a main image.'],
    [
      'listing-policy',
      'Your offer violates the Fair Pricing Policy: the price is significantly higher than recent prices.',
    ],
    [
      'condition',
      'Customers complained that items sold as "New" were used, in used condition with opened packaging.',
    ],
    [
      'information-request',
      'We need additional information about your request to sell in the Grocery category.',
    ],
    ['inventory', 'We have reimbursed you for 3 units that were lost at our fulfillment center.'],
    [
      'inventory',
      'Your shipment was closed with a discrepancy: we received fewer units than you shipped.',
    ],
  ])('recognises %s', (kind, text) => {
    expect(issueOf(text)).toBe(kind);
  });

  it('prefers a clearly named compliance issue over the inventory it holds', () => {
    expect(
      issueOf(
        'Your stranded inventory cannot be sold because the listing was removed under our Anti-Counterfeiting Policy; provide proof of authenticity.',
      ),
    ).toBe('authenticity');
  });

  it('falls back to a general compliance issue for a notice, and to none otherwise', () => {
    expect(issueOf('Your account has been reviewed. Please respond.', true)).toBe('general');
    expect(issueOf('Thank you for shopping with us. Your order has shipped.', false)).toBe('none');
  });

  it('does not take single weak words for an issue', () => {
    expect(
      issueOf('Please keep the condition of your warehouse clean. We price fairly.', false),
    ).toBe('none');
  });
});
