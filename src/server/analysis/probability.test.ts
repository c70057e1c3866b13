import { describe, expect, it } from 'vitest';
import { estimateProbability, type ProbabilityInput } from './probability';

const input = (overrides: Partial<ProbabilityInput>): ProbabilityInput => ({
  issue: 'product-safety',
  issueLabel: 'Product safety concern',
  text: 'Your listing was removed.',
  requestedDocuments: [],
  asinCount: 1,
  daysToDeadline: null,
  ...overrides,
});

describe('estimateProbability', () => {
  it('starts from the issue base rate: an information request beats a counterfeit complaint', () => {
    const info = estimateProbability(input({ issue: 'information-request' }));
    const counterfeit = estimateProbability(input({ issue: 'authenticity' }));
    expect(info.score).toBe(0.75);
    expect(counterfeit.score).toBe(0.35);
    expect(info.factors).toEqual([]);
  });

  it('goes down for a repeat notice, a short deadline and many documents, and names each factor', () => {
    const result = estimateProbability(
      input({
        text: 'This is a final warning. Your previous appeal was denied.',
        requestedDocuments: ['Safety Certification', 'Laboratory Test Reports', 'Product Images'],
        daysToDeadline: 2,
      }),
    );
    expect(result.score).toBe(0.34); // 0.55 - 0.12 - 0.04 - 0.05
    expect(result.factors.map((f) => f.label)).toEqual([
      'repeat notice, final warning or an earlier appeal denied',
      '3 documents requested',
      'short deadline (2 days)',
    ]);
  });

  it('goes up when something was reinstated, treats invoices as neutral, and stays in [0.05, 0.95]', () => {
    expect(estimateProbability(input({ text: 'Your listing has been reinstated.' })).score).toBe(
      0.7,
    );
    expect(
      estimateProbability(input({ requestedDocuments: ['Supplier Invoices'] })).factors,
    ).toEqual([expect.objectContaining({ delta: 0 })]);
    const high = estimateProbability(
      input({
        issue: 'information-request',
        text: 'We have reinstated it. Fix your suppressed listings; it will become active again.',
      }),
    );
    expect(high.score).toBe(0.95);
  });

  it('is deterministic and rounded to 2 decimals', () => {
    const a = estimateProbability(
      input({ requestedDocuments: ['A', 'B', 'C', 'D', 'E', 'F'], asinCount: 4 }),
    );
    expect(a).toEqual(
      estimateProbability(
        input({ requestedDocuments: ['A', 'B', 'C', 'D', 'E', 'F'], asinCount: 4 }),
      ),
    );
    expect(a.score).toBe(Math.round(a.score * 100) / 100);
  });
});
