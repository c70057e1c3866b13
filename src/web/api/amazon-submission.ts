import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Case } from '../../domain/case';
import type { CaseDetail } from '../../domain/case-detail';
import { invalidateCaseEverywhere } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

/** POST /api/cases/:id/submit: records the submission (status and a System communication). */
export function submitToAmazon(caseId: string): Promise<Case> {
  return request<Case>(`/api/cases/${encodeURIComponent(caseId)}/submit`, { method: 'POST' });
}

export function useSubmitToAmazon(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitToAmazon(caseId),
    onSuccess: (updated) => {
      // the new status at once; the refetch brings the System communication
      queryClient.setQueryData<CaseDetail>(caseKeys.detail(caseId), (current) =>
        current ? { ...current, ...updated } : current,
      );
      return invalidateCaseEverywhere(queryClient, caseId);
    },
  });
}
