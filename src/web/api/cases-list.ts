import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseListQuery, CaseListResponse } from '../../domain/case-list';
import { caseKeys } from './case-keys';
import { request } from './http';

/** Every filter the list accepts; omitted ones take the server's defaults. */
export type CaseListParams = Partial<CaseListQuery>;

function toSearch(params: CaseListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fetchCases(
  params: CaseListParams,
  signal?: AbortSignal,
): Promise<CaseListResponse> {
  return request<CaseListResponse>(`/api/cases${toSearch(params)}`, { signal });
}

export function caseListQueryOptions(params: CaseListParams) {
  return queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: ({ signal }) => fetchCases(params, signal),
    // paging or refining keeps the last page on screen instead of flashing placeholders
    placeholderData: keepPreviousData,
  });
}

export function useCaseList(params: CaseListParams) {
  return useQuery(caseListQueryOptions(params));
}
