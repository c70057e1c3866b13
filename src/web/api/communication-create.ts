import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunicationCreate, CreatedCommunication } from '../../domain/communication';
import { invalidateCase, invalidateCaseEverywhere } from './case-invalidation';
import { request } from './http';

export function createCommunication(
  caseId: string,
  input: CommunicationCreate,
): Promise<CreatedCommunication> {
  return request<CreatedCommunication>(`/api/cases/${encodeURIComponent(caseId)}/communications`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateCommunication(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommunicationCreate) => createCommunication(caseId, input),
    // An Amazon e-mail may move the due date, the probability and the suggested documents,
    // which lists and the dashboard show too.
    onSuccess: (_created, input) =>
      input.type === 'Amazon Email'
        ? invalidateCaseEverywhere(queryClient, caseId)
        : invalidateCase(queryClient, caseId),
  });
}
