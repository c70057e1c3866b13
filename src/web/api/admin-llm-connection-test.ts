import { useMutation } from '@tanstack/react-query';
import type { ConnectionTestRequest, ConnectionTestResult } from '../../domain/ai-settings';
import { request } from './http';

/** A minimal real request to the provider, with the given settings or the stored key. */
export function testLlmConnection(input: ConnectionTestRequest): Promise<ConnectionTestResult> {
  return request<ConnectionTestResult>('/api/test-llm-connection', { method: 'POST', body: input });
}

export function useTestLlmConnection() {
  return useMutation({ mutationFn: testLlmConnection });
}
