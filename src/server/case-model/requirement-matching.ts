import { SATISFYING_RELEVANCE_AT_LEAST, type RequirementVerdict } from '../../domain/requirement';

export type MatchableRequirement = {
  id: string;
  catalogId: string;
  withdrawn: boolean;
  satisfiedBy: string | null;
  linkMode: 'auto' | 'manual' | null;
  linkedAt: string | null;
};

export type MatchableDocument = {
  id: string;
  name: string;
  status: 'analyzing' | 'analyzed' | 'failed';
  uploadedAt: string;
  relevanceScore: number | null;
  completenessScore: number | null;
  complianceScore: number | null;
  /** Catalog ids its text shows it covers; null until analysed. */
  covers: string[] | null;
};

export type Match = {
  satisfiedBy: string | null;
  linkMode: 'auto' | 'manual' | null;
  verdict: RequirementVerdict;
  reason: string;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Mean of the three scores; null before the document is scored. */
export function documentQuality(d: MatchableDocument): number | null {
  const scores = [d.relevanceScore, d.completenessScore, d.complianceScore].filter(
    (s): s is number => s !== null,
  );
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

function isPoor(d: MatchableDocument): boolean {
  return d.relevanceScore !== null && d.relevanceScore < SATISFYING_RELEVANCE_AT_LEAST;
}

function bestCovering(
  requirement: MatchableRequirement,
  documents: MatchableDocument[],
): MatchableDocument | undefined {
  return documents
    .filter(
      (d) =>
        d.status === 'analyzed' &&
        !isPoor(d) &&
        (d.covers ?? []).includes(requirement.catalogId) &&
        // After a manual unlink, only documents uploaded since may be linked for the seller.
        (requirement.linkMode !== 'manual' ||
          requirement.linkedAt === null ||
          d.uploadedAt > requirement.linkedAt),
    )
    .sort(
      (a, b) =>
        (documentQuality(b) ?? 0) - (documentQuality(a) ?? 0) ||
        b.uploadedAt.localeCompare(a.uploadedAt),
    )[0];
}

/** Why nothing satisfies it: a covering document that was scored poor, one still being read, or none. */
function missingReason(requirement: MatchableRequirement, documents: MatchableDocument[]): string {
  const covering = documents.filter((d) => (d.covers ?? []).includes(requirement.catalogId));
  const poor = covering.find(isPoor);
  if (poor)
    return `${poor.name} covers this but was scored poor (relevance ${percent(poor.relevanceScore ?? 0)}), so it does not count`;
  if (documents.some((d) => d.status === 'analyzing'))
    return 'No analysed document covers this yet (a document is still being analysed)';
  if (requirement.linkMode === 'manual')
    return 'Unlinked by you; no document uploaded since covers it';
  return 'No uploaded document covers this yet';
}

/**
 * Which document satisfies a requirement: the seller's own link when they made one (kept across
 * re-analysis), else the best-scoring analysed document whose own text covers it. A document
 * scored poor (relevance below 60%) satisfies nothing; one document may satisfy several
 * requirements, but only those it covers.
 */
export function matchRequirement(
  requirement: MatchableRequirement,
  documents: MatchableDocument[],
): Match {
  const byId = new Map(documents.map((d) => [d.id, d]));
  if (requirement.withdrawn)
    return {
      satisfiedBy: requirement.linkMode === 'manual' ? requirement.satisfiedBy : null,
      linkMode: requirement.linkMode === 'manual' ? 'manual' : null,
      verdict: 'withdrawn',
      reason: 'Amazon said this is no longer needed',
    };
  if (requirement.linkMode === 'manual' && requirement.satisfiedBy) {
    const linked = byId.get(requirement.satisfiedBy);
    if (linked)
      return {
        satisfiedBy: linked.id,
        linkMode: 'manual',
        verdict: 'satisfied',
        reason: `Linked by you to ${linked.name}`,
      };
  }
  const best = bestCovering(requirement, documents);
  if (best) {
    const quality = documentQuality(best);
    return {
      satisfiedBy: best.id,
      linkMode: 'auto',
      verdict: 'satisfied',
      reason: `Covered by ${best.name}${quality === null ? '' : ` (document quality ${percent(quality)})`}`,
    };
  }
  return {
    satisfiedBy: null,
    linkMode: requirement.linkMode === 'manual' ? 'manual' : null,
    verdict: 'missing',
    reason: missingReason(requirement, documents),
  };
}
