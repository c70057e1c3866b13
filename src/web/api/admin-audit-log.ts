import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditListResponse } from '../../domain/audit';
import { adminKeys, toSearch } from './admin-keys';
import { request } from './http';

export interface AuditLogParams {
  action?: AuditAction;
  search?: string;
  page?: number;
  pageSize?: number;
}

export function fetchAuditLog(
  params: AuditLogParams,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  return request<AuditListResponse>(`/api/admin/audit-log${toSearch({ ...params })}`, { signal });
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...adminKeys.auditLog, params] as const,
    queryFn: ({ signal }) => fetchAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
