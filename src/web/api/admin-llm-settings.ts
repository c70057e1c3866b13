import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LlmSettingsResponse, LlmSettingsUpdate } from '../../domain/ai-settings';
import { adminKeys } from './admin-keys';
import { request } from './http';

export function fetchLlmSettings(signal?: AbortSignal): Promise<LlmSettingsResponse> {
  return request<LlmSettingsResponse>('/api/admin/llm-settings', { signal });
}

export function updateLlmSettings(input: LlmSettingsUpdate): Promise<LlmSettingsResponse> {
  return request<LlmSettingsResponse>('/api/admin/llm-settings', { method: 'PUT', body: input });
}

export function llmSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.llmSettings,
    queryFn: ({ signal }) => fetchLlmSettings(signal),
  });
}

export function useLlmSettings() {
  return useQuery(llmSettingsQueryOptions());
}

export function useUpdateLlmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLlmSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.llmSettings, saved);
      // the azure provider is also the 'API Settings' page
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.systemSettings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]);
    },
  });
}
