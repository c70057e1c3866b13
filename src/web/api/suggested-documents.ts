import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestedDocument } from '../../domain/email-analysis';
import { caseScopeKey } from './case-scope';
import { request } from './http';

export function suggestedDocumentsKey(caseId: string) {
  return [...caseScopeKey(caseId), 'suggested-documents'] as const;
}

/** Sorted Critical, High, Medium, Low by the server, each marked satisfied by an upload. */
export function fetchSuggestedDocuments(
  caseId: string,
  signal?: AbortSignal,
): Promise<SuggestedDocument[]> {
  return request<SuggestedDocument[]>(
    `/api/cases/${encodeURIComponent(caseId)}/suggested-documents`,
    { signal },
  );
}

export function suggestedDocumentsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: suggestedDocumentsKey(caseId),
    queryFn: ({ signal }) => fetchSuggestedDocuments(caseId, signal),
  });
}

export function useSuggestedDocuments(caseId: string) {
  return useQuery(suggestedDocumentsQueryOptions(caseId));
}
