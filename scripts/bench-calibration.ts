/**
 * npm run bench:calibration — how well the case model's success probability is calibrated.
 *
 * There are no labelled real outcomes to test against, so this draws a seeded, deterministic
 * history of resolved cases from a KNOWN ground-truth model and scores the product's one
 * probability function (src/domain/success-probability.ts) on it with the Brier score (mean
 * squared error between the probability and the 0/1 outcome; lower is better, 0.25 is a coin).
 *
 * Ground truth (deliberately not the product's formula, so the bench can disagree with it):
 *   logit P(approved) = logit(trueRate[caseType]) + 2.4·(coverage − 0.5) − 0.7·rejections
 *                       − 0.3·warnings + timeEffect(daysLeft)
 * where coverage is the importance-weighted (Critical 2, High 1) mean quality of the documents
 * that satisfy the Critical and High requirements (0 for a missing one), and the true per-type
 * rates differ from the published starting rates, so learning from outcomes has something to fix.
 *
 * Cases are replayed in order; each is scored with the prior learned from the outcomes before it
 * (Beta-binomial, from 10 outcomes on, each outcome counted net of what its evidence explained),
 * exactly as the product would have scored it then.
 */
import type { CaseType } from '../src/domain/case';
import type { Importance, NoticeKind } from '../src/domain/email-analysis';
import { successProbability, type RequirementEvidence } from '../src/domain/success-probability';
import { priorFor, PUBLISHED_RATES } from '../src/server/case-model/priors';
import { seededRandom as random } from '../src/server/test-support/seeded-random';

const SEED = 20261123;
const CASES = 3000;
const TRUE_RATES: Record<CaseType, number> = {
  Suppression: 0.62,
  'FBA Lock': 0.38,
  'ASIN Request': 0.74,
};
const CASE_TYPES: CaseType[] = ['Suppression', 'FBA Lock', 'ASIN Request'];

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

type SyntheticCase = {
  caseType: CaseType;
  requirements: RequirementEvidence[];
  noticeKinds: NoticeKind[];
  daysLeft: number;
  truth: number;
  approved: boolean;
};

function weightedCoverage(requirements: RequirementEvidence[]): number {
  const weights: Partial<Record<Importance, number>> = { Critical: 2, High: 1 };
  let total = 0;
  let covered = 0;
  for (const r of requirements) {
    const w = weights[r.importance];
    if (!w) continue;
    total += w;
    covered += w * (r.satisfied ? (r.quality ?? 0.75) : 0);
  }
  return total === 0 ? 0.5 : covered / total;
}

function timeEffect(daysLeft: number): number {
  if (daysLeft < 0) return -0.9;
  if (daysLeft <= 2) return -0.4;
  if (daysLeft <= 5) return -0.15;
  return 0;
}

function drawCase(next: () => number): SyntheticCase {
  const caseType = CASE_TYPES[Math.floor(next() * CASE_TYPES.length)]!;
  const requirements: RequirementEvidence[] = [];
  const diligence = next(); // how thorough this seller is: drives how much they cover
  const add = (importance: Importance, count: number) => {
    for (let i = 0; i < count; i += 1) {
      const satisfied = next() < 0.25 + 0.7 * diligence;
      requirements.push({
        name: `${importance} ${i + 1}`,
        importance,
        satisfied,
        quality: satisfied ? 0.45 + 0.55 * next() : null,
      });
    }
  };
  add('Critical', 1 + Math.floor(next() * 3));
  add('High', Math.floor(next() * 3));
  add('Medium', Math.floor(next() * 2));
  const rejections = next() < 0.3 ? (next() < 0.3 ? 2 : 1) : 0;
  const warnings = next() < 0.15 ? 1 : 0;
  const noticeKinds: NoticeKind[] = [
    'initial',
    ...Array<NoticeKind>(warnings).fill('warning'),
    ...Array<NoticeKind>(rejections).fill('appeal-rejected'),
  ];
  const daysLeft = Math.floor(next() * 24) - 4;
  const truth = sigmoid(
    logit(TRUE_RATES[caseType]) +
      2.4 * (weightedCoverage(requirements) - 0.5) -
      0.7 * rejections -
      0.3 * warnings +
      timeEffect(daysLeft),
  );
  return { caseType, requirements, noticeKinds, daysLeft, truth, approved: next() < truth };
}

function brier(pairs: { p: number; y: boolean }[]): number {
  return pairs.reduce((sum, { p, y }) => sum + (p - (y ? 1 : 0)) ** 2, 0) / pairs.length;
}

function main(): void {
  const next = random(SEED);
  const history = Array.from({ length: CASES }, () => drawCase(next));
  const counts = Object.fromEntries(
    CASE_TYPES.map((t) => [t, { approved: 0, rejected: 0, evidence: 0 }]),
  ) as Record<CaseType, { approved: number; rejected: number; evidence: number }>;

  const learned: { p: number; y: boolean }[] = [];
  const publishedOnly: { p: number; y: boolean }[] = [];
  const priorAlone: { p: number; y: boolean }[] = [];
  const coin: { p: number; y: boolean }[] = [];
  const oracle: { p: number; y: boolean }[] = [];
  for (const c of history) {
    const input = {
      requirements: c.requirements,
      noticeKinds: c.noticeKinds,
      status: 'In Progress' as const,
      daysLeft: c.daysLeft,
    };
    const prior = priorFor(c.caseType, counts[c.caseType]);
    const scored = successProbability({ ...input, prior }).score;
    learned.push({ p: scored, y: c.approved });
    publishedOnly.push({
      p: successProbability({
        ...input,
        prior: { rate: PUBLISHED_RATES[c.caseType], label: 'published' },
      }).score,
      y: c.approved,
    });
    priorAlone.push({ p: prior.rate, y: c.approved });
    coin.push({ p: 0.5, y: c.approved });
    oracle.push({ p: c.truth, y: c.approved });
    // As the product records at resolution: the outcome, and how far the evidence had moved it.
    counts[c.caseType][c.approved ? 'approved' : 'rejected'] += 1;
    counts[c.caseType].evidence += scored - prior.rate;
  }

  const rows: [string, number][] = [
    ['case model, prior learned from earlier outcomes', brier(learned)],
    ['case model, published prior only', brier(publishedOnly)],
    ['prior alone (no evidence)', brier(priorAlone)],
    ['constant 0.5', brier(coin)],
    ['ground truth itself (best possible)', brier(oracle)],
  ];
  console.log(`Calibration on ${CASES} synthetic resolved cases (seed ${SEED})`);
  for (const [label, score] of rows) console.log(`  Brier ${score.toFixed(4)}  ${label}`);

  // Reliability: observed approval rate per probability decile of the case model.
  console.log('  Reliability (case model, learned prior): predicted → observed (n)');
  for (let bin = 0; bin < 10; bin += 1) {
    const inBin = learned.filter(({ p }) => Math.min(9, Math.floor(p * 10)) === bin);
    if (inBin.length === 0) continue;
    const mean = inBin.reduce((s, { p }) => s + p, 0) / inBin.length;
    const observed = inBin.filter(({ y }) => y).length / inBin.length;
    console.log(
      `    ${(bin / 10).toFixed(1)}–${((bin + 1) / 10).toFixed(1)}: ${mean.toFixed(2)} → ${observed.toFixed(2)} (${inBin.length})`,
    );
  }
  const final = CASE_TYPES.map((t) => {
    const prior = priorFor(t, counts[t]);
    return `${t} ${PUBLISHED_RATES[t]} → ${prior.rate.toFixed(2)} (true ${TRUE_RATES[t]})`;
  });
  console.log(`  Priors after the history: ${final.join('; ')}`);
}

main();
