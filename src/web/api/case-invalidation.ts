import type { QueryClient } from '@tanstack/react-query';
import { caseKeys, statsKeys } from './case-keys';

/** After a change to anything under a case: refetch the case and its sub-resources. */
export function invalidateCase(queryClient: QueryClient, caseId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.scope(caseId) }),
    queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) }),
  ]);
}

/** After a case was added or removed: the lists and the figures over them. */
export function invalidateCaseLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
}

/** After a change that shows in lists and figures too (status, due date): also those. */
export function invalidateCaseEverywhere(
  queryClient: QueryClient,
  caseId: string,
): Promise<unknown> {
  return Promise.all([invalidateCase(queryClient, caseId), invalidateCaseLists(queryClient)]);
}

/** After cases changed hands or went away in bulk: every case query and figure. */
export function invalidateAllCases(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
}

/**
 * After a document's analysis finished: the scores on the case, the suggested documents, and
 * the case model's requirements and probability move; the document list itself is already fresh.
 */
export function invalidateAfterAnalysis(queryClient: QueryClient, caseId: string): void {
  void queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) });
  void queryClient.invalidateQueries({ queryKey: caseKeys.suggestedDocuments(caseId) });
  void queryClient.invalidateQueries({ queryKey: caseKeys.requirements(caseId) });
  void queryClient.invalidateQueries({ queryKey: caseKeys.assessment(caseId) });
}

/** Stop refetching a case that is being deleted (it would answer 404) while its screen is up. */
export function cancelCaseDetail(queryClient: QueryClient, caseId: string): Promise<void> {
  return queryClient.cancelQueries({ queryKey: caseKeys.detail(caseId) });
}

/** Drop a deleted case's cached detail, once nothing displays it any more. */
export function forgetCaseDetail(queryClient: QueryClient, caseId: string): void {
  queryClient.removeQueries({ queryKey: caseKeys.detail(caseId), exact: true });
}
