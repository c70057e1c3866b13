import type { IssueKind } from './identify-issue';

/** Typical acceptance rates by issue: plain information requests succeed far more often than counterfeit complaints. */
export const baseRates: Record<IssueKind, number> = {
  'information-request': 0.75,
  inventory: 0.7,
  'listing-policy': 0.65,
  'product-safety': 0.55,
  condition: 0.55,
  'dangerous-goods': 0.55,
  'compliance-documents': 0.6,
  pricing: 0.55,
  'restricted-product': 0.45,
  general: 0.5,
  none: 0.5,
  trademark: 0.4,
  copyright: 0.4,
  patent: 0.4,
  'intellectual-property': 0.4,
  authenticity: 0.35,
};

export interface ProbabilityFactor {
  label: string;
  /** Signed change to the probability, e.g. -0.1. */
  delta: number;
}

export interface ProbabilityInput {
  issue: IssueKind;
  issueLabel: string;
  text: string;
  requestedDocuments: string[];
  asinCount: number;
  /** Days from the e-mail (or today) to a deadline the e-mail states; null when none is stated. */
  daysToDeadline: number | null;
}

export interface ProbabilityResult {
  score: number;
  base: number;
  factors: ProbabilityFactor[];
}

const REPEAT =
  /\b(final warning|second notice|third notice|previously (notified|removed|warned|deactivated)|again found|(earlier|previous|prior) appeal (was|has been) (denied|rejected)|unable to accept (it|your appeal)|appeal (was|has been) (denied|rejected)|could not be verified)\b/i;
const REINSTATED =
  /\b(has been|have been|was|were) (reinstated|reactivated)\b|\bwe (have )?(reinstated|reactivated)\b/i;
const SELF_SERVICE =
  /\b(will become active again|reactivated? automatically|confirm (them|the prices?) in|fix your suppressed listings|edit the title|add the missing information|update the (price|brand|title))\b/i;
const ACCOUNT_RISK =
  /\b(deactivat\w+ (of )?your (selling )?account|account deactivation|suspension of your selling privileges|selling privileges may be (removed|deactivated))\b/i;

const clamp = (value: number) => Math.min(0.95, Math.max(0.05, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Deterministic estimate: the issue's base rate moved by what the e-mail says, each step named. */
export function estimateProbability(input: ProbabilityInput): ProbabilityResult {
  const base = baseRates[input.issue];
  const factors: ProbabilityFactor[] = [];
  if (REPEAT.test(input.text))
    factors.push({
      label: 'repeat notice, final warning or an earlier appeal denied',
      delta: -0.12,
    });
  if (REINSTATED.test(input.text))
    factors.push({ label: 'Amazon says something was already reinstated', delta: 0.15 });
  if (SELF_SERVICE.test(input.text))
    factors.push({ label: 'the fix can be made directly in Seller Central', delta: 0.1 });
  if (ACCOUNT_RISK.test(input.text))
    factors.push({ label: 'the notice threatens account-level action', delta: -0.05 });
  const extraDocuments = Math.max(0, input.requestedDocuments.length - 1);
  if (extraDocuments > 0) {
    factors.push({
      label: `${input.requestedDocuments.length} documents requested`,
      delta: -Math.min(0.08, 0.02 * extraDocuments),
    });
  }
  if (input.requestedDocuments.includes('Supplier Invoices'))
    factors.push({
      label: 'invoices requested (neutral: easy if you bought from an authorised source)',
      delta: 0,
    });
  if (input.daysToDeadline !== null && input.daysToDeadline <= 3)
    factors.push({
      label: `short deadline (${input.daysToDeadline} day${input.daysToDeadline === 1 ? '' : 's'})`,
      delta: -0.05,
    });
  if (input.asinCount >= 3)
    factors.push({ label: `${input.asinCount} ASINs affected`, delta: -0.03 });
  const score = round2(clamp(base + factors.reduce((sum, f) => sum + f.delta, 0)));
  return { score, base, factors };
}
