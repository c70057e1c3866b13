import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../domain/admin-user';
import { adminKeys } from './admin-keys';
import { request } from './http';

export function fetchAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return request<AdminOverview>('/api/admin/overview', { signal });
}

export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => fetchAdminOverview(signal),
  });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
