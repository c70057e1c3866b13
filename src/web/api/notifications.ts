import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPreferences } from '../../domain/notification';
import { request } from './http';

export const notificationsKey = ['notifications'] as const;
export const notificationPreferencesKey = ['account', 'notification-preferences'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => request<NotificationList>('/api/notifications', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      request<void>('/api/notifications/read', { method: 'POST', body: { ids } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) =>
      request<NotificationPreferences>('/api/account/notification-preferences', { signal }),
  });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      request<NotificationPreferences>('/api/account/notification-preferences', {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => client.setQueryData(notificationPreferencesKey, data),
  });
}
