import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminUserCreate, AdminUserDeletion, AdminUserUpdate } from '../../domain/admin-user';
import type { User } from '../../domain/user';
import { adminKeys } from './admin-keys';
import { invalidateAllCases } from './case-invalidation';
import { request } from './http';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function createAdminUser(input: AdminUserCreate): Promise<User> {
  return request<User>('/api/admin/users', { method: 'POST', body: input });
}

export function updateAdminUser(id: string, update: AdminUserUpdate): Promise<User> {
  return request<User>(userPath(id), { method: 'PATCH', body: update });
}

export function deleteAdminUser(id: string): Promise<AdminUserDeletion> {
  return request<AdminUserDeletion>(userPath(id), { method: 'DELETE' });
}

/** A user change moves the list, the overview's counts and the audit log. */
function invalidateUserViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  ]);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => invalidateUserViews(queryClient),
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: AdminUserUpdate }) =>
      updateAdminUser(id, update),
    onSuccess: () => invalidateUserViews(queryClient),
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    // the deleted user's cases now belong to this admin
    onSuccess: () =>
      Promise.all([invalidateUserViews(queryClient), invalidateAllCases(queryClient)]),
  });
}
