import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemSettings, SystemSettingsUpdate } from '../../domain/ai-settings';
import { adminKeys } from './admin-keys';
import { request } from './http';

export function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return request<SystemSettings>('/api/admin/settings', { signal });
}

export function updateSystemSettings(input: SystemSettingsUpdate): Promise<SystemSettings> {
  return request<SystemSettings>('/api/admin/settings', { method: 'PUT', body: input });
}

export function systemSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.systemSettings,
    queryFn: ({ signal }) => fetchSystemSettings(signal),
  });
}

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions());
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.systemSettings, saved);
      // the Azure fields are the azure provider's LLM settings
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.llmSettings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]);
    },
  });
}
