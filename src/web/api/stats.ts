import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../domain/dashboard-stats';
import { request } from './http';

/** Prefix of every statistics query: mutations that change cases invalidate it. */
export const statsKey = ['stats'] as const;

export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return request<DashboardStats>('/api/stats/dashboard', { signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...statsKey, 'dashboard'] as const,
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
