import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case, CaseCreate } from '../../domain/case';
import { invalidateCaseLists } from './case-invalidation';
import { request } from './http';

export function createCase(input: CaseCreate): Promise<Case> {
  return request<Case>('/api/cases', { method: 'POST', body: input });
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => invalidateCaseLists(queryClient),
  });
}
