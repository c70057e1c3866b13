import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '../../domain/admin-user';
import { adminKeys, toSearch } from './admin-keys';
import { request } from './http';

export interface AdminUserListParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

export function fetchAdminUsers(
  params: AdminUserListParams,
  signal?: AbortSignal,
): Promise<AdminUserList> {
  return request<AdminUserList>(`/api/admin/users${toSearch({ ...params })}`, { signal });
}

export function adminUsersQueryOptions(params: AdminUserListParams) {
  return queryOptions({
    queryKey: [...adminKeys.users, params] as const,
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUserListParams) {
  return useQuery(adminUsersQueryOptions(params));
}
