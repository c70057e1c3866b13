import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestedDocument } from '../../domain/email-analysis';
import { caseKeys } from './case-keys';
import { request } from './http';

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
    queryKey: caseKeys.suggestedDocuments(caseId),
    queryFn: ({ signal }) => fetchSuggestedDocuments(caseId, signal),
  });
}

export function useSuggestedDocuments(caseId: string) {
  return useQuery(suggestedDocumentsQueryOptions(caseId));
}
