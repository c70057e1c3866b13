import { isResolved, type CaseStatus } from './case-status';
import type { CaseDocument } from './document';
import type { Importance } from './email-analysis';

/** Spec §4/§9: ready for submission needs a probability above 0.5. */
export const READY_PROBABILITY_ABOVE = 0.5;
/** Spec §5/§9: a document counts as critical when its relevance is above 0.7. */
export const CRITICAL_RELEVANCE_ABOVE = 0.7;
export const READY_MESSAGE = 'Ready for submission';
export const NOT_READY_MESSAGE = 'Additional documentation required';

export type Readiness = {
  ready: boolean;
  /** Approved and Closed cases show no readiness prompt. */
  resolved: boolean;
  /** What is missing, in plain words: each unsatisfied Critical requirement, then a low probability. */
  missing: string[];
};

/**
 * The one readiness rule (issue 12), used by the summary, the assessment and the package: every
 * Critical requirement satisfied by a document, and a success probability above 0.5.
 */
export function readinessOf(input: {
  status: CaseStatus;
  probabilityScore: number;
  requirements: { name: string; importance: Importance; satisfied: boolean }[];
}): Readiness {
  if (isResolved(input.status)) return { ready: false, resolved: true, missing: [] };
  const missing = input.requirements
    .filter((r) => r.importance === 'Critical' && !r.satisfied)
    .map((r) => r.name);
  if (input.probabilityScore <= READY_PROBABILITY_ABOVE)
    missing.push(
      `Success probability above ${Math.round(READY_PROBABILITY_ABOVE * 100)}% (now ${Math.round(input.probabilityScore * 100)}%)`,
    );
  return { ready: missing.length === 0, resolved: false, missing };
}

export function countCriticalDocuments(documents: Pick<CaseDocument, 'relevanceScore'>[]): number {
  return documents.filter((d) => (d.relevanceScore ?? 0) > CRITICAL_RELEVANCE_ABOVE).length;
}

/** Mean of each analysed document's relevance, completeness and compliance; null with none. */
export function documentQualityScore(
  documents: Pick<CaseDocument, 'relevanceScore' | 'completenessScore' | 'complianceScore'>[],
): number | null {
  const scores = documents.flatMap((d) =>
    [d.relevanceScore, d.completenessScore, d.complianceScore].filter(
      (s): s is number => s !== null,
    ),
  );
  if (scores.length === 0) return null;
  return scores.reduce((sum, s) => sum + s, 0) / scores.length;
}
