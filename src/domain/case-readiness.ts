import type { CaseDocument } from './document';

/** Spec §4/§9: ready for submission with at least one document and probability above 0.5. */
export const READY_PROBABILITY_ABOVE = 0.5;
/** Spec §5/§9: a document counts as critical when its relevance is above 0.7. */
export const CRITICAL_RELEVANCE_ABOVE = 0.7;
export const NOT_READY_MESSAGE = 'Additional documentation required';

export function isReadyForSubmission(probabilityScore: number, documentsCount: number): boolean {
  return documentsCount >= 1 && probabilityScore > READY_PROBABILITY_ABOVE;
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
