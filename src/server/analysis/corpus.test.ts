import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';
import { accuracy, evaluateCorpus } from './corpus/evaluate-corpus';
import { loadSyntheticCorpus } from './corpus/load-corpus';

const corpus = loadSyntheticCorpus();
const report = await evaluateCorpus(corpus, (email) =>
  analyzeEmail(email.content, { today: new Date(`${email.today}T00:00:00Z`) }),
);

describe('synthetic edge-case corpus (HTML pastes, forwarded chains, quoted-printable)', () => {
  it('has at least 60 e-mails, at least 10 of them ordinary mails', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((e) => e.issue === 'none').length).toBeGreaterThanOrEqual(10);
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

  it('finds the stated deadline on at least 95% and invents none', () => {
    expect(
      accuracy(report.statedDeadline),
      report.statedDeadline.misses.join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
    expect(report.inventedDeadlines).toEqual([]);
  });
});
