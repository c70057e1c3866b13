import type { ProbabilityFactor } from './case-assessment';
import type { CaseStatus } from './case-status';
import type { Importance, NoticeKind } from './email-analysis';

export type Prior = {
  /** Approval rate to start from, 0..1. */
  rate: number;
  /** "Typical approval rate for FBA Lock cases (published estimate)". */
  label: string;
};

export type RequirementEvidence = {
  name: string;
  importance: Importance;
  satisfied: boolean;
  /** Mean of the satisfying document's relevance, completeness and compliance; null when not scored yet. */
  quality: number | null;
};

export type ProbabilityInput = {
  prior: Prior;
  /** The case's current (not withdrawn) requirements. */
  requirements: RequirementEvidence[];
  /** Kinds of the case's Amazon e-mails, oldest first. */
  noticeKinds: NoticeKind[];
  status: CaseStatus;
  /** Whole days from today to the response deadline (negative when passed); null without one. */
  daysLeft: number | null;
};

export type ProbabilityResult = { score: number; factors: ProbabilityFactor[] };

/** How far full coverage (or none) of the Critical and High requirements moves the prior: ±0.25. */
export const COVERAGE_SWING = 0.5;
const IMPORTANCE_WEIGHT: Partial<Record<Importance, number>> = { Critical: 2, High: 1 };
/** A satisfying document that has not been scored yet counts as fairly good. */
const UNSCORED_QUALITY = 0.75;
export const REJECTION_DELTA = -0.1;
const REJECTIONS_FLOOR = -0.25;
const WARNING_DELTA = -0.05;
const MIN_SCORE = 0.05;
const MAX_SCORE = 0.95;

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (value: number) => `${Math.round(value * 100)}%`;

function coverageFactors(requirements: RequirementEvidence[]): ProbabilityFactor[] {
  const weighed = requirements.filter((r) => IMPORTANCE_WEIGHT[r.importance] !== undefined);
  const total = weighed.reduce((sum, r) => sum + IMPORTANCE_WEIGHT[r.importance]!, 0);
  if (total === 0) return [];
  // Each requirement moves the score by its share of the swing: a perfect document +, a gap -.
  return weighed.map((r) => {
    const share = IMPORTANCE_WEIGHT[r.importance]! / total;
    const quality = r.satisfied ? (r.quality ?? UNSCORED_QUALITY) : 0;
    const delta = share * COVERAGE_SWING * (quality - 0.5);
    const label = r.satisfied
      ? r.quality === null
        ? `${r.name} (${r.importance}) provided, not scored yet`
        : `${r.name} (${r.importance}) provided, document quality ${percent(r.quality)}`
      : `${r.name} (${r.importance}) missing`;
    return { label, delta };
  });
}

/** Rejections and warnings lower it; the last word being a reinstatement ends it. */
function noticeFactors(kinds: NoticeKind[]): { factors: ProbabilityFactor[]; reinstated: boolean } {
  const lastReinstated = kinds.lastIndexOf('reinstated');
  const lastSetback = Math.max(kinds.lastIndexOf('appeal-rejected'), kinds.lastIndexOf('warning'));
  if (lastReinstated >= 0 && lastReinstated > lastSetback) return { factors: [], reinstated: true };
  const factors: ProbabilityFactor[] = [];
  const rejections = kinds.filter((k) => k === 'appeal-rejected').length;
  if (rejections > 0)
    factors.push({
      label:
        rejections === 1
          ? 'Amazon rejected an appeal on this case'
          : `Amazon rejected ${rejections} appeals on this case`,
      delta: Math.max(REJECTIONS_FLOOR, REJECTION_DELTA * rejections),
    });
  const warnings = kinds.filter((k) => k === 'warning').length;
  if (warnings > 0)
    factors.push({
      label: warnings === 1 ? 'Amazon sent a warning' : `Amazon sent ${warnings} warnings`,
      delta: WARNING_DELTA * Math.min(warnings, 2),
    });
  return { factors, reinstated: false };
}

function timeFactor(daysLeft: number | null): ProbabilityFactor | null {
  if (daysLeft === null) return null;
  if (daysLeft < 0)
    return {
      label: `Response deadline passed ${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`,
      delta: -0.15,
    };
  const days = `${daysLeft} day${daysLeft === 1 ? '' : 's'} left to respond`;
  if (daysLeft <= 2) return { label: days, delta: -0.08 };
  if (daysLeft <= 5) return { label: days, delta: -0.04 };
  return { label: days, delta: 0 };
}

/**
 * THE success probability of a case (issue 12): the prior for its issue, moved by how well the
 * Critical and High requirements are covered by satisfying documents and their quality, by what
 * Amazon's notices said, and by the time left. The factors add up to the score (before it is
 * kept within 5%..95%); an approval or a reinstatement ends the question at 100%.
 */
export function successProbability(input: ProbabilityInput): ProbabilityResult {
  const priorFactor = { label: input.prior.label, delta: round2(input.prior.rate) };
  const notices = noticeFactors(input.noticeKinds);
  if (input.status === 'Approved' || notices.reinstated) {
    const label = input.status === 'Approved' ? 'Amazon approved the case' : 'Amazon reinstated it';
    return { score: 1, factors: [priorFactor, { label, delta: round2(1 - priorFactor.delta) }] };
  }
  const factors: ProbabilityFactor[] = [priorFactor, ...coverageFactors(input.requirements)];
  factors.push(...notices.factors);
  if (input.status === 'Rejected' && !input.noticeKinds.includes('appeal-rejected'))
    factors.push({ label: 'Amazon rejected the submission', delta: REJECTION_DELTA });
  const time = timeFactor(input.daysLeft);
  if (time) factors.push(time);
  // Rounded first, so the factors the seller reads add up to the score they see.
  const rounded = factors.map((f) => ({ label: f.label, delta: round2(f.delta) }));
  const sum = rounded.reduce((total, f) => total + f.delta, 0);
  return { score: round2(Math.min(MAX_SCORE, Math.max(MIN_SCORE, sum))), factors: rounded };
}

/** Below this many resolved cases of an issue, the published starting rate is used unchanged. */
export const MIN_OUTCOMES_TO_LEARN = 10;
/** How many cases' worth of weight the published rate keeps once outcomes are counted. */
export const PRIOR_PSEUDO_COUNT = 10;

/**
 * Beta-binomial update of a published rate by the deployment's own outcomes, used only from
 * MIN_OUTCOMES_TO_LEARN on: the posterior mean of Beta(rate·n0 + a, (1-rate)·n0 + n - a).
 * The prior is the rate before the evidence moves it, so each outcome counts net of what the
 * case's own evidence already explained: `evidence` is the sum, over the resolved cases, of
 * (model probability - prior) just before each was resolved. Without it, a deployment whose
 * sellers usually submit half-documented cases would count that shortfall twice.
 */
export function learnedRate(
  published: number,
  outcomes: { approved: number; rejected: number; evidence: number },
): number {
  const n = outcomes.approved + outcomes.rejected;
  if (n < MIN_OUTCOMES_TO_LEARN) return published;
  const adjusted =
    (outcomes.approved - outcomes.evidence + published * PRIOR_PSEUDO_COUNT) /
    (n + PRIOR_PSEUDO_COUNT);
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, adjusted));
}
