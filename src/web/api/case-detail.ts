import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '../../domain/case';
import type { Communication } from '../../domain/communication';
import type { CaseDocument } from '../../domain/document';
import { request } from './http';

export type CaseDetail = Case & { documents: CaseDocument[]; communications: Communication[] };

export function caseDetailKey(id: string) {
  return ['cases', 'detail', id] as const;
}

export function fetchCaseDetail(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  return request<CaseDetail>(`/api/cases/${encodeURIComponent(id)}`, { signal });
}

export function caseDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: caseDetailKey(id),
    queryFn: ({ signal }) => fetchCaseDetail(id, signal),
  });
}

export function useCaseDetail(id: string) {
  return useQuery(caseDetailQueryOptions(id));
}
