import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Case } from '../../domain/case';
import type { StatusProposal } from '../../domain/status-proposal';
import { invalidateCase, invalidateCaseEverywhere } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

const base = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/status-proposals`;

export function fetchStatusProposals(
  caseId: string,
  signal?: AbortSignal,
): Promise<StatusProposal[]> {
  return request<StatusProposal[]>(base(caseId), { signal });
}

export function statusProposalsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.statusProposals(caseId),
    queryFn: ({ signal }) => fetchStatusProposals(caseId, signal),
  });
}

/** Status changes Amazon's e-mails suggest, waiting for the seller (newest first). */
export function useStatusProposals(caseId: string) {
  return useQuery(statusProposalsQueryOptions(caseId));
}

export function useAcceptStatusProposal(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) =>
      request<Case>(`${base(caseId)}/${encodeURIComponent(proposalId)}/accept`, {
        method: 'POST',
      }),
    // The status shows in lists and on the dashboard.
    onSuccess: () => invalidateCaseEverywhere(queryClient, caseId),
  });
}

export function useDismissStatusProposal(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) =>
      request<void>(`${base(caseId)}/${encodeURIComponent(proposalId)}/dismiss`, {
        method: 'POST',
      }),
    onSuccess: () => invalidateCase(queryClient, caseId),
  });
}
