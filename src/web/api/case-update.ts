import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case, CaseUpdate } from '../../domain/case';
import { caseDetailKey, type CaseDetail } from './case-detail';
import { caseListsKey } from './cases-list';
import { request } from './http';
import { statsKey } from './stats';

export function updateCase(id: string, update: CaseUpdate): Promise<Case> {
  return request<Case>(`/api/cases/${encodeURIComponent(id)}`, { method: 'PATCH', body: update });
}

export function useUpdateCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CaseUpdate) => updateCase(id, update),
    onSuccess: (updated) => {
      // show the saved fields at once; the refetch brings the new System communication
      queryClient.setQueryData<CaseDetail>(caseDetailKey(id), (current) =>
        current ? { ...current, ...updated } : current,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: caseDetailKey(id) }),
        queryClient.invalidateQueries({ queryKey: caseListsKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]);
    },
  });
}
