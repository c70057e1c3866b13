import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequestStatus, AdminAccessRequestList } from '../../domain/access-request';
import { adminKeys, toSearch } from './admin-keys';
import { request } from './http';

export interface AdminAccessRequestParams {
  status?: AccessRequestStatus;
  page?: number;
}

export function fetchAccessRequests(
  params: AdminAccessRequestParams,
  signal?: AbortSignal,
): Promise<AdminAccessRequestList> {
  return request<AdminAccessRequestList>(`/api/admin/access-requests${toSearch({ ...params })}`, {
    signal,
  });
}

export function accessRequestsQueryOptions(params: AdminAccessRequestParams) {
  return queryOptions({
    queryKey: [...adminKeys.accessRequests, params] as const,
    queryFn: ({ signal }) => fetchAccessRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccessRequests(params: AdminAccessRequestParams) {
  return useQuery(accessRequestsQueryOptions(params));
}
