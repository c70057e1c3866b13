import type { QueryClient } from '@tanstack/react-query';
import { caseDetailKey } from './case-detail';
import { caseListsKey } from './cases-list';
import { statsKey } from './stats';

/**
 * Everything cached under one case: its documents, suggested documents, communications and
 * debrief all live under `['cases', caseId, …]`; the case itself (with its embedded documents
 * and communications) under the case-detail key.
 */
export function caseScopeKey(caseId: string) {
  return ['cases', caseId] as const;
}

/** After a change to anything under a case: refetch the case and its sub-resources. */
export function invalidateCase(queryClient: QueryClient, caseId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseScopeKey(caseId) }),
    queryClient.invalidateQueries({ queryKey: caseDetailKey(caseId) }),
  ]);
}

/** After a change that shows in lists and figures too (status, due date): also those. */
export function invalidateCaseEverywhere(
  queryClient: QueryClient,
  caseId: string,
): Promise<unknown> {
  return Promise.all([
    invalidateCase(queryClient, caseId),
    queryClient.invalidateQueries({ queryKey: caseListsKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
  ]);
}
