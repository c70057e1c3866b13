import { describe, expect, it } from 'vitest';
import {
  learnedRate,
  successProbability,
  type ProbabilityInput,
  type RequirementEvidence,
} from './success-probability';

const prior = {
  rate: 0.45,
  label: 'Typical approval rate for FBA Lock cases (published estimate)',
};
const invoice = (satisfied: boolean, quality: number | null = 0.9): RequirementEvidence => ({
  name: 'Supplier Invoices',
  importance: 'Critical',
  satisfied,
  quality: satisfied ? quality : null,
});
const letter = (satisfied: boolean): RequirementEvidence => ({
  name: 'Authorization Letter',
  importance: 'Critical',
  satisfied,
  quality: satisfied ? 0.9 : null,
});
const base: ProbabilityInput = {
  prior,
  requirements: [invoice(false), letter(false)],
  noticeKinds: ['initial'],
  status: 'New',
  daysLeft: 10,
};
const score = (input: Partial<ProbabilityInput>) => successProbability({ ...base, ...input }).score;

describe('success probability', () => {
  it('starts from the prior and names every factor; the deltas add up to the score', () => {
    const result = successProbability(base);
    expect(result.factors[0]).toEqual({ label: prior.label, delta: 0.45 });
    expect(result.factors.map((f) => f.label)).toContain('Supplier Invoices (Critical) missing');
    const sum = result.factors.reduce((total, f) => total + f.delta, 0);
    expect(result.score).toBe(Math.round(sum * 100) / 100);
  });

  it('rises with each satisfying document, and more with a better one', () => {
    const none = score({});
    const one = score({ requirements: [invoice(true), letter(false)] });
    const both = score({ requirements: [invoice(true), letter(true)] });
    expect(one).toBeGreaterThan(none);
    expect(both).toBeGreaterThan(one);
    expect(score({ requirements: [invoice(true, 0.6), letter(true)] })).toBeLessThan(both);
  });

  it('ignores Medium and Low requirements', () => {
    const low: RequirementEvidence = {
      name: 'Product Images',
      importance: 'Low',
      satisfied: false,
      quality: null,
    };
    expect(score({ requirements: [invoice(true), low] })).toBe(
      score({ requirements: [invoice(true)] }),
    );
  });

  it('falls with a rejection and with time running out, and ends at 100% on a reinstatement', () => {
    const covered = { requirements: [invoice(true), letter(true)] };
    const before = score(covered);
    expect(score({ ...covered, noticeKinds: ['initial', 'appeal-rejected'] })).toBeLessThan(before);
    expect(score({ ...covered, daysLeft: 2 })).toBeLessThan(before);
    expect(score({ ...covered, daysLeft: -3 })).toBeLessThan(score({ ...covered, daysLeft: 2 }));
    expect(score({ noticeKinds: ['initial', 'appeal-rejected', 'reinstated'] })).toBe(1);
    // A rejection after the reinstatement reopens it.
    expect(score({ noticeKinds: ['reinstated', 'appeal-rejected'] })).toBeLessThan(1);
    expect(score({ status: 'Approved' })).toBe(1);
  });

  it('stays within 5%..95% until the case is settled', () => {
    expect(score({ prior: { rate: 0.99, label: 'x' }, ...{ requirements: [] } })).toBe(0.95);
    expect(
      score({
        prior: { rate: 0.1, label: 'x' },
        noticeKinds: ['appeal-rejected', 'appeal-rejected'],
        daysLeft: -1,
      }),
    ).toBe(0.05);
  });
});

describe('learned prior', () => {
  it('keeps the published rate below ten outcomes, then moves by Beta-binomial', () => {
    expect(learnedRate(0.45, { approved: 9, rejected: 0, evidence: 0 })).toBe(0.45);
    expect(learnedRate(0.45, { approved: 10, rejected: 0, evidence: 0 })).toBeCloseTo(14.5 / 20);
    expect(learnedRate(0.7, { approved: 2, rejected: 10, evidence: 0 })).toBeCloseTo(0.41, 2);
  });

  it('counts outcomes net of what each case’s evidence already explained', () => {
    // Ten approvals of cases whose documents had lifted them 0.3 above the prior each: the
    // prior itself rose less than the raw approvals suggest.
    const raw = learnedRate(0.45, { approved: 10, rejected: 0, evidence: 0 });
    const net = learnedRate(0.45, { approved: 10, rejected: 0, evidence: 3 });
    expect(net).toBeCloseTo((10 - 3 + 4.5) / 20);
    expect(net).toBeLessThan(raw);
  });
});
