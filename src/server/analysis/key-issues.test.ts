import { describe, expect, it } from 'vitest';
import { extractKeyIssues } from './key-issues';

const body = `Hello,

We have removed the following listing because the product may not comply with applicable safety standards:

ASIN: B0C4KT7Q2M

Children's products sold on Amazon must be tested by a CPSC-accepted laboratory.
We take the safety of our customers seriously.

To reinstate your listing, please provide a Children's Product Certificate by March 23, 2026.

You can view your account health in Seller Central.`;

describe('extractKeyIssues', () => {
  it('quotes the sentences that say what is wrong and what is required, verbatim and in order', () => {
    const issues = extractKeyIssues(body);
    expect(issues.length).toBeGreaterThanOrEqual(2);
    expect(issues.length).toBeLessThanOrEqual(5);
    expect(issues[0]).toBe(
      'We have removed the following listing because the product may not comply with applicable safety standards:',
    );
    expect(issues).toContain(
      "To reinstate your listing, please provide a Children's Product Certificate by March 23, 2026.",
    );
    for (const issue of issues) expect(body.replace(/\s+/g, ' ')).toContain(issue);
  });

  it('leaves out greetings and boilerplate', () => {
    const issues = extractKeyIssues(body);
    expect(issues.some((s) => /^Hello|seriously|You can view/.test(s))).toBe(false);
  });

  it('joins hard-wrapped lines of a paragraph', () => {
    expect(
      extractKeyIssues(
        'We removed your offer and placed\nyour FBA inventory in unfulfillable status.\n\nPlease provide invoices within\n17 days.',
      ),
    ).toEqual([
      'We removed your offer and placed your FBA inventory in unfulfillable status.',
      'Please provide invoices within 17 days.',
    ]);
  });
});
