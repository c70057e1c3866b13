import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromptResponse } from '../../domain/ai-settings';
import type { AnalysisCategory } from '../../domain/email-analysis';
import { adminKeys } from './admin-keys';
import { request } from './http';

const promptPath = (category: AnalysisCategory) =>
  `/api/admin/prompts/${encodeURIComponent(category)}`;

export function fetchPrompt(
  category: AnalysisCategory,
  signal?: AbortSignal,
): Promise<PromptResponse> {
  return request<PromptResponse>(promptPath(category), { signal });
}

export function savePrompt(category: AnalysisCategory, text: string): Promise<PromptResponse> {
  return request<PromptResponse>(promptPath(category), { method: 'PUT', body: { text } });
}

export function restorePrompt(
  category: AnalysisCategory,
  version: number,
): Promise<PromptResponse> {
  return request<PromptResponse>(`${promptPath(category)}/restore`, {
    method: 'POST',
    body: { version },
  });
}

export const promptKey = (category: AnalysisCategory) => [...adminKeys.prompts, category] as const;

export function promptQueryOptions(category: AnalysisCategory) {
  return queryOptions({
    queryKey: promptKey(category),
    queryFn: ({ signal }) => fetchPrompt(category, signal),
  });
}

export function usePrompt(category: AnalysisCategory) {
  return useQuery(promptQueryOptions(category));
}

function useStorePrompt<T>(
  category: AnalysisCategory,
  store: (category: AnalysisCategory, input: T) => Promise<PromptResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => store(category, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(promptKey(category), saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}

export function useSavePrompt(category: AnalysisCategory) {
  return useStorePrompt(category, savePrompt);
}

export function useRestorePrompt(category: AnalysisCategory) {
  return useStorePrompt(category, restorePrompt);
}
