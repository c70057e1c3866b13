import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_DEBRIEF_MESSAGE, type Debrief } from '../../domain/debrief';
import { caseKeys } from './case-keys';
import { ApiError, request } from './http';

/** The case's debrief, or null while none has been generated (the API answers 404). */
export async function fetchDebrief(caseId: string, signal?: AbortSignal): Promise<Debrief | null> {
  try {
    return await request<Debrief>(`/api/cases/${encodeURIComponent(caseId)}/debrief`, { signal });
  } catch (error) {
    // the case's own 404 ('Case not found') stays an error
    if (error instanceof ApiError && error.status === 404 && error.message === NO_DEBRIEF_MESSAGE)
      return null;
    throw error;
  }
}

export function debriefQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.debrief(caseId),
    queryFn: ({ signal }) => fetchDebrief(caseId, signal),
  });
}

export function useDebrief(caseId: string) {
  return useQuery(debriefQueryOptions(caseId));
}
