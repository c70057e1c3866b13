import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Communication } from '../../domain/communication';
import { caseKeys } from './case-keys';
import { request } from './http';

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
    queryKey: caseKeys.communications(caseId),
    queryFn: ({ signal }) => fetchCommunications(caseId, signal),
  });
}

export function useCommunications(caseId: string) {
  return useQuery(communicationsQueryOptions(caseId));
}
