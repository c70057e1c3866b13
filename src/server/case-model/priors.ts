import type { CaseType } from '../../domain/case';
import { learnedRate, MIN_OUTCOMES_TO_LEARN, type Prior } from '../../domain/success-probability';
import type { Db } from '../db/database';
import { outcomeRowsOfType } from './case-evidence.repository';

/**
 * Starting approval rates per case type, before this deployment has outcomes of its own.
 * Amazon publishes no appeal-outcome statistics; where these come from, and why they are what
 * they are, is in docs/decisions/0012-case-model-probability-and-priors.md.
 */
export const PUBLISHED_RATES: Record<CaseType, number> = {
  Suppression: 0.6,
  'FBA Lock': 0.45,
  'ASIN Request': 0.7,
};

export type OutcomeCounts = { approved: number; rejected: number; evidence: number };

/**
 * Approved and Rejected outcomes of every resolved case of a type, across the deployment, and
 * how much their own evidence had moved them from the prior (cases.evidence_delta).
 */
export async function countOutcomes(db: Db, caseType: CaseType): Promise<OutcomeCounts> {
  const rows = await outcomeRowsOfType(db, caseType);
  const count = (outcome: string) => Number(rows.find((r) => r.outcome === outcome)?.n ?? 0);
  const evidence = rows.reduce((sum, r) => sum + Number(r.evidence ?? 0), 0);
  return { approved: count('Approved'), rejected: count('Rejected'), evidence };
}

/** The published rate, moved by this deployment's own outcomes once there are enough of them. */
export function priorFor(caseType: CaseType, outcomes: OutcomeCounts): Prior {
  const published = PUBLISHED_RATES[caseType];
  const n = outcomes.approved + outcomes.rejected;
  if (n < MIN_OUTCOMES_TO_LEARN)
    return {
      rate: published,
      label: `Typical approval rate for ${caseType} cases (published estimate)`,
    };
  return {
    rate: learnedRate(published, outcomes),
    label: `Approval rate for ${caseType} cases (published estimate and ${n} resolved cases here)`,
  };
}
