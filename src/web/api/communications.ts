import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Communication } from '../../domain/communication';
import { caseScopeKey } from './case-scope';
import { request } from './http';

export function communicationsKey(caseId: string) {
  return [...caseScopeKey(caseId), 'communications'] as const;
}

/** Oldest first, as the server keeps them. */
export function fetchCommunications(
  caseId: string,
  signal?: AbortSignal,
): Promise<Communication[]> {
  return request<Communication[]>(`/api/cases/${encodeURIComponent(caseId)}/communications`, {
    signal,
  });
}

export function communicationsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: communicationsKey(caseId),
    queryFn: ({ signal }) => fetchCommunications(caseId, signal),
  });
}

export function useCommunications(caseId: string) {
  return useQuery(communicationsQueryOptions(caseId));
}
