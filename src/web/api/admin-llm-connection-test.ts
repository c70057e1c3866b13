import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionTestRequest, ConnectionTestResult } from '../../domain/ai-settings';
import { adminKeys } from './admin-keys';
import { request } from './http';

/** A minimal real request to the provider, with the given settings or the stored key. */
export function testLlmConnection(input: ConnectionTestRequest): Promise<ConnectionTestResult> {
  return request<ConnectionTestResult>('/api/test-llm-connection', { method: 'POST', body: input });
}

export function useTestLlmConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testLlmConnection,
    // A passed test can put the provider in use: the page's "in use" line must say so.
    onSuccess: (result) =>
      result.success
        ? queryClient.invalidateQueries({ queryKey: adminKeys.llmSettings })
        : undefined,
  });
}
