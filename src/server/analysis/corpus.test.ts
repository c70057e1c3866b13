import { describe, expect, it } from 'vitest';
import { loadCorpus } from './fixtures/load-corpus';
import { accuracy, evaluateCorpus } from './fixtures/evaluate-corpus';

const corpus = loadCorpus();
const report = evaluateCorpus(corpus);

describe('labelled notification corpus', () => {
  it('has at least 60 e-mails, at least 10 of them ordinary mails', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((e) => e.expected.issue === 'none').length).toBeGreaterThanOrEqual(10);
  });

  it('gets the case type and the issue right on at least 95%', () => {
    expect(accuracy(report.caseType), report.caseType.misses.join('\n')).toBeGreaterThanOrEqual(
      0.95,
    );
    expect(accuracy(report.issue), report.issue.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('extracts exactly the right ASINs from every e-mail', () => {
    expect(report.asins.misses).toEqual([]);
  });

  it('gets the deadline right on at least 95%', () => {
    expect(accuracy(report.deadline), report.deadline.misses.join('\n')).toBeGreaterThanOrEqual(
      0.95,
    );
  });
});
