import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  SecuritySettings,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../domain/two-factor';
import { adminKeys } from './admin-keys';
import { request } from './http';

const twoFactorKey = ['auth', 'totp'] as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => request<TwoFactorStatus>('/api/auth/totp', { signal }),
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      request<TwoFactorSetup>('/api/auth/totp/setup', { method: 'POST', body: { password } }),
  });
}

export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request<RecoveryCodes>('/api/auth/totp/enable', {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      request<void>('/api/auth/totp/disable', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettings) =>
      request<SecuritySettings>('/api/admin/security-settings', { method: 'PUT', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}
