import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange, Profile, ProfileUpdate } from '../../domain/account';
import type { ApiToken, CreatedApiToken } from '../../domain/api-token';
import type { CalendarFeed } from '../../domain/calendar-feed';
import type { IntakeAddress, IntakeStatus } from '../../domain/inbox';
import { request } from './http';

export const tokensKey = ['account', 'tokens'] as const;
export const intakeKey = ['account', 'intake'] as const;
export const calendarKey = ['account', 'calendar'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) => request<ApiToken[]>('/api/tokens', { signal }),
  });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request<CreatedApiToken>('/api/tokens', { method: 'POST', body: { name } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** The intake address, or null when the server has intake turned off. */
export function useIntakeAddress() {
  return useQuery({
    queryKey: intakeKey,
    queryFn: async ({ signal }) =>
      (await request<IntakeStatus>('/api/intake/status', { signal })).address,
  });
}

export function useRotateIntakeAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<IntakeAddress>('/api/intake/rotate', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(intakeKey, data.address),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => request<CalendarFeed>('/api/account/calendar', { signal }),
  });
}

export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<CalendarFeed>('/api/account/calendar', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(calendarKey, data),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>('/api/account/calendar', { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(calendarKey, { url: null }),
  });
}

export const profileKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => request<Profile>('/api/account/profile', { signal }),
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      request<Profile>('/api/account/profile', { method: 'PUT', body }),
    onSuccess: (data) => {
      client.setQueryData(profileKey, data);
      // The header shows the name.
      void client.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      request<void>('/api/account/password', { method: 'POST', body }),
  });
}
