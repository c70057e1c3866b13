import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../domain/dashboard-stats';
import { statsKeys } from './case-keys';
import { request } from './http';

export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return request<DashboardStats>('/api/stats/dashboard', { signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.dashboard(),
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
