import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Debrief } from '../../domain/debrief';
import { caseKeys } from './case-keys';
import { request } from './http';

/** POST /api/cases/:id/debrief: (re)builds it from the case's history; 409 unless resolved. */
export function generateDebrief(caseId: string): Promise<Debrief> {
  return request<Debrief>(`/api/cases/${encodeURIComponent(caseId)}/debrief`, { method: 'POST' });
}

export function useGenerateDebrief(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateDebrief(caseId),
    onSuccess: (debrief) => queryClient.setQueryData(caseKeys.debrief(caseId), debrief),
  });
}
