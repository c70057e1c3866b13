import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case, CaseCreate } from '../../domain/case';
import { caseListsKey } from './cases-list';
import { request } from './http';
import { statsKey } from './stats';

export function createCase(input: CaseCreate): Promise<Case> {
  return request<Case>('/api/cases', { method: 'POST', body: input });
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseListsKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]),
  });
}
