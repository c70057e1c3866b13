import { describe, expect, it } from 'vitest';
import { emailAnalysisSchema } from '../../domain/email-analysis';
import { analyzeEmail, uncertaintyNote } from './analyze-email';
import { issueLabels } from './identify-issue';

const today = new Date('2026-03-10T00:00:00Z');

const safetyNotice = `From: Amazon Seller Performance <seller-performance@amazon.com>
Date: Mon, 2 Mar 2026 08:41:12 -0800
Subject: Your listing has been removed for product safety concerns

Hello,

We have removed your listing for ASIN B0C4KT7Q2M because the product may not comply with applicable safety standards.

To reinstate your listing, please provide the following by March 23, 2026:
- A Children's Product Certificate (CPC)
- Test reports from a CPSC-accepted laboratory

Sincerely,
Amazon Seller Performance Team`;

describe('analyzeEmail', () => {
  it('returns a complete, schema-valid analysis of a notice', () => {
    const analysis = analyzeEmail(safetyNotice, { today });
    expect(emailAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis).toMatchObject({
      caseType: 'Suppression',
      category: 'suppression',
      identifiedIssue: 'Product safety concern',
      asins: ['B0C4KT7Q2M'],
      deadline: '2026-03-23',
      provider: 'builtin',
    });
    expect(analysis.keyIssues.length).toBeGreaterThanOrEqual(2);
    expect(analysis.suggestedDocuments.slice(0, 2).map((d) => d.name)).toEqual([
      'Safety Certification',
      'Laboratory Test Reports',
    ]);
    expect(analysis.nextSteps).toContain('Respond by Mar 23, 2026 (the deadline in the e-mail).');
    expect(analysis.nextSteps).toContain(
      'Follow up after 3 to 5 business days if you have not heard back.',
    );
    expect(
      analysis.nextSteps.some((s) =>
        s.startsWith(
          'Gather the Critical documents: Safety Certification, Laboratory Test Reports',
        ),
      ),
    ).toBe(true);
    expect(analysis.analysisText).toContain('base rate for product safety concern cases 55%');
    expect(analysis.analysisText).toContain('Mar 23, 2026');
  });

  it('is deterministic', () => {
    expect(analyzeEmail(safetyNotice, { today })).toEqual(analyzeEmail(safetyNotice, { today }));
  });

  it('reports no deadline when the e-mail states none, and advises a follow-up date', () => {
    const analysis = analyzeEmail(
      'Hello,\n\nYour listing B0D1F2G3H4 is search suppressed because it is missing a main image.\nPlease upload a main image.',
      { today },
    );
    expect(analysis.deadline).toBeNull();
    expect(analysis.followUpDate).toBe('2026-03-17');
    expect(analysis.nextSteps[0]).toBe(
      'Advice: respond by Mar 17, 2026, a week from today; the e-mail states no deadline.',
    );
    expect(analysis.analysisText).toContain('Our advice (not an Amazon deadline)');
  });

  it('handles a notice without an ASIN', () => {
    const analysis = analyzeEmail(
      'Hello,\n\nThank you for applying to sell in the Grocery category. We need more information.\nPlease provide three invoices from your supplier.',
      { today },
    );
    expect(analysis).toMatchObject({
      caseType: 'ASIN Request',
      asins: [],
      identifiedIssue: 'Information request',
    });
    expect(analysis.suggestedDocuments[0]).toMatchObject({
      name: 'Supplier Invoices',
      importance: 'Critical',
    });
  });

  it('reads a review of one product before it may be sold as an ASIN request', () => {
    const analysis = analyzeEmail(
      "Hello,\n\nWe are reviewing ASIN B0ASIN0001 to confirm that it meets our requirements for the Toys & Games category. To complete the review, please provide a Children's Product Certificate and test reports from a CPSC-accepted laboratory.",
      { today },
    );
    expect(analysis.caseType).toBe('ASIN Request');
  });

  it('says an order confirmation is not an account-health notice', () => {
    const analysis = analyzeEmail(
      'From: Amazon.com <auto-confirm@amazon.com>\nSubject: Your Amazon.com order #112-5534267-8820213\n\nThank you for shopping with us. Arriving: Thursday, March 12.\nOrder Total: $23.80',
      { today },
    );
    expect(analysis).toMatchObject({
      category: 'other',
      identifiedIssue: 'No account-health issue found',
      deadline: null,
      suggestedDocuments: [],
      probabilityScore: 0.5,
    });
    expect(analysis.analysisText).toContain('does not look like an Amazon account-health notice');
    expect(analysis.analysisText).toContain('an order or shipping notification');
  });

  it('explains inventory cases are filed as FBA Lock', () => {
    const analysis = analyzeEmail(
      'Hello,\nWe have reimbursed you for 3 units of ASIN B0CZ1KJ8MN that were lost at one of our fulfillment centers.',
      { today },
    );
    expect(analysis).toMatchObject({ caseType: 'FBA Lock', category: 'inventory' });
    expect(analysis.analysisText).toContain('filed as an FBA Lock case');
  });

  it('exposes the facts a case needs: ASINs, deadline and ids', () => {
    const analysis = analyzeEmail(safetyNotice, { today });
    expect(analysis).toMatchObject({
      asins: ['B0C4KT7Q2M'],
      identifiedIssue: issueLabels['product-safety'],
      deadline: '2026-03-23',
    });
    expect(analysis.kind).not.toBe('not-a-notice');
  });

  it('survives empty and odd input', () => {
    for (const content of ['', '   ', '<<<>>>', '=\n=\n=\n', 'x'.repeat(5000)]) {
      expect(() => emailAnalysisSchema.parse(analyzeEmail(content, { today }))).not.toThrow();
    }
  });
});

describe('the structured analysis contract', () => {
  it('names the notice kind, the requested catalog ids and the withdrawn ones', () => {
    const analysis = analyzeEmail(
      [
        'Hello,',
        '',
        'We reviewed your appeal for ASIN B0D7KTL2QX and it was not accepted: the test report was not issued by an accredited laboratory.',
        'Please provide a test report from an ISO 17025 accredited laboratory within 5 days.',
        'We no longer need the supplier invoices you were asked for.',
      ].join('\n'),
      { today },
    );
    expect(analysis.kind).toBe('appeal-rejected');
    expect(analysis.analysisText).toContain('It is a reply to an appeal');
    expect(analysis.analysisText).not.toMatch(/\ba (fba|information|inventory)\b/);
    expect(analysis.requestedDocuments).toContain('laboratory-test-reports');
    expect(analysis.withdrawnDocuments).toEqual(['supplier-invoices']);
    expect(analysis.deadline).toBe('2026-03-15');
    expect(analysis.followUpDate).toBe('2026-03-15');
    expect(analysis.confidence).toBeGreaterThan(0);
  });

  it('gives an e-mail that is not a notice no deadline and no follow-up date', () => {
    const analysis = analyzeEmail('Your order has shipped. Tracking number 1Z999.', { today });
    expect(analysis.kind).toBe('not-a-notice');
    expect(analysis.deadline).toBeNull();
    expect(analysis.followUpDate).toBeNull();
    expect(analysis.requestedDocuments).toEqual([]);
  });

  it('reads the days a newsletter gives its reader to act, not the day its changes start', () => {
    const analysis = analyzeEmail(
      'Seller news: new coupon requirements\nStarting April 12, 2026, coupons will be subject to new pricing requirements as we continue to improve the coupons experience. Coupons are still required to have a discount between 5% and 50%. If you want to keep a coupon running, update its discount within 14 days of receiving this email.',
      { today },
    );
    expect(analysis.kind).toBe('not-a-notice');
    expect(analysis.deadline).toBe('2026-03-24');
    expect(analysis.followUpDate).toBe('2026-03-24');
  });

  it('says it is unsure below the confidence threshold, naming the two likeliest case types', () => {
    expect(uncertaintyNote(0.45, 'FBA Lock', 'Suppression')).toBe(
      'Not sure \u2014 looks like FBA Lock or Suppression',
    );
    expect(uncertaintyNote(0.9, 'FBA Lock', 'Suppression')).toBeNull();
  });

  it('says a stated deadline has passed instead of reporting none', () => {
    const analysis = analyzeEmail(
      'Hello,\n\nWe removed your listing for ASIN B0D7KTL2QX because of product safety concerns. Please provide a test report by January 15, 2026.',
      { today },
    );
    expect(analysis.deadline).toBe('2026-01-15');
    expect(analysis.nextSteps[0]).toBe(
      'The deadline in the e-mail (Jan 15, 2026) has passed: respond as soon as possible.',
    );
    expect(analysis.analysisText).toContain('has passed');
  });
});

describe('typography a word processor or an Asian keyboard leaves in a paste', () => {
  const on = { today: new Date('2026-03-01T00:00:00Z') };
  it('reads curly apostrophes as plain ones', () => {
    const result = analyzeEmail(
      'Hello,\nWe removed your listing B07XYZ1234. Please provide the Children\u2019s Product Certificate and the manufacturer\u2019s contact information within 5 days.',
      on,
    );
    expect(result.requestedDocuments).toEqual([
      'safety-certification',
      'supplier-contact-information',
    ]);
  });

  it('reads full-width figures and letters, and ignores soft hyphens', () => {
    const result = analyzeEmail(
      'Hello,\nWe removed your listing \uff22\uff10\uff17\uff38\uff39\uff3a\uff11\uff12\uff13\uff14. Please provide in\u00advoices within \uff15 days.',
      on,
    );
    expect(result.asins).toEqual(['B07XYZ1234']);
    expect(result.deadline).toBe('2026-03-06');
    expect(result.requestedDocuments).toEqual(['supplier-invoices']);
  });
});
