import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case, CaseUpdate } from '../../domain/case';
import type { CaseDetail } from '../../domain/case-detail';
import { invalidateCaseEverywhere } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

export function updateCase(id: string, update: CaseUpdate): Promise<Case> {
  return request<Case>(`/api/cases/${encodeURIComponent(id)}`, { method: 'PATCH', body: update });
}

export function useUpdateCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CaseUpdate) => updateCase(id, update),
    onSuccess: (updated) => {
      // show the saved fields at once; the refetch brings the new System communication
      queryClient.setQueryData<CaseDetail>(caseKeys.detail(id), (current) =>
        current ? { ...current, ...updated } : current,
      );
      // A status or deadline change moves the assessment and settles proposals.
      return invalidateCaseEverywhere(queryClient, id);
    },
  });
}
