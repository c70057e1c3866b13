import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '../../domain/case-detail';
import { caseKeys } from './case-keys';
import { request } from './http';

export function fetchCaseDetail(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  return request<CaseDetail>(`/api/cases/${encodeURIComponent(id)}`, { signal });
}

export function caseDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: ({ signal }) => fetchCaseDetail(id, signal),
  });
}

export function useCaseDetail(id: string) {
  return useQuery(caseDetailQueryOptions(id));
}
