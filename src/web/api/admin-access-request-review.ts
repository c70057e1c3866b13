import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccessRequestApproval, AdminAccessRequest } from '../../domain/access-request';
import { adminKeys } from './admin-keys';
import { request } from './http';

const reviewPath = (id: string, action: 'approve' | 'reject') =>
  `/api/admin/access-requests/${encodeURIComponent(id)}/${action}`;

export function approveAccessRequest(id: string): Promise<AccessRequestApproval> {
  return request<AccessRequestApproval>(reviewPath(id, 'approve'), { method: 'POST' });
}

export function rejectAccessRequest(id: string, reason: string): Promise<AdminAccessRequest> {
  return request<AdminAccessRequest>(reviewPath(id, 'reject'), {
    method: 'POST',
    body: { reason },
  });
}

function invalidateReviewViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.accessRequests }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  ]);
}

export function useApproveAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAccessRequest,
    // approving creates the user
    onSuccess: () =>
      Promise.all([
        invalidateReviewViews(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      ]),
  });
}

export function useRejectAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectAccessRequest(id, reason),
    onSuccess: () => invalidateReviewViews(queryClient),
  });
}
