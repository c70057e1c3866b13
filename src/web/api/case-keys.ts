import type { CaseListQuery } from '../../domain/case-list';

/**
 * Every cache key that holds case data, under one root so that nothing about a case can be cached
 * where an invalidation does not reach it. The detail and the lists have their own branches; the
 * sub-resources of one case share `['cases', caseId]`, so invalidating that prefix refreshes them
 * all. Query modules take their key from here; mutations use the helpers in case-invalidation.ts.
 */
export const caseKeys = {
  all: ['cases'] as const,
  /** Prefix of every case-list query, whatever its filters. */
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (params: Partial<CaseListQuery>) => [...caseKeys.lists(), params] as const,
  detail: (caseId: string) => [...caseKeys.all, 'detail', caseId] as const,
  /** Prefix of everything cached under one case except its detail. */
  scope: (caseId: string) => [...caseKeys.all, caseId] as const,
  documents: (caseId: string) => [...caseKeys.scope(caseId), 'documents'] as const,
  suggestedDocuments: (caseId: string) =>
    [...caseKeys.scope(caseId), 'suggested-documents'] as const,
  communications: (caseId: string) => [...caseKeys.scope(caseId), 'communications'] as const,
  requirements: (caseId: string) => [...caseKeys.scope(caseId), 'requirements'] as const,
  assessment: (caseId: string) => [...caseKeys.scope(caseId), 'assessment'] as const,
  statusProposals: (caseId: string) => [...caseKeys.scope(caseId), 'status-proposals'] as const,
  debrief: (caseId: string) => [...caseKeys.scope(caseId), 'debrief'] as const,
  package: (caseId: string) => [...caseKeys.scope(caseId), 'package'] as const,
};

/** The figures computed over all of a user's cases: any change to a case can move them. */
export const statsKeys = {
  all: ['stats'] as const,
  dashboard: () => [...statsKeys.all, 'dashboard'] as const,
};
