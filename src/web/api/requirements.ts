import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Requirement,
  RequirementCatalogEntry,
  RequirementCreate,
} from '../../domain/requirement';
import { invalidateCaseEverywhere } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

export function fetchRequirements(caseId: string, signal?: AbortSignal): Promise<Requirement[]> {
  return request<Requirement[]>(`/api/cases/${encodeURIComponent(caseId)}/requirements`, {
    signal,
  });
}

export function requirementsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.requirements(caseId),
    queryFn: ({ signal }) => fetchRequirements(caseId, signal),
  });
}

/** Sorted Critical, High, Medium, Low, each with the document that satisfies it. */
export function useRequirements(caseId: string) {
  return useQuery(requirementsQueryOptions(caseId));
}

export function linkRequirement(
  caseId: string,
  requirementId: string,
  documentId: string | null,
): Promise<Requirement> {
  return request<Requirement>(
    `/api/cases/${encodeURIComponent(caseId)}/requirements/${encodeURIComponent(requirementId)}/link`,
    { method: 'PUT', body: { documentId } },
  );
}

/** Link a document to a requirement by hand, or unlink it (null); the probability follows. */
export function useLinkRequirement(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requirementId: string; documentId: string | null }) =>
      linkRequirement(caseId, input.requirementId, input.documentId),
    // The probability shows in lists and on the dashboard too.
    onSuccess: () => invalidateCaseEverywhere(queryClient, caseId),
  });
}

export function addRequirement(caseId: string, input: RequirementCreate): Promise<Requirement> {
  return request<Requirement>(`/api/cases/${encodeURIComponent(caseId)}/requirements`, {
    method: 'POST',
    body: input,
  });
}

/** Add a document to the case's Required Documentation by hand; the probability follows. */
export function useAddRequirement(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequirementCreate) => addRequirement(caseId, input),
    onSuccess: () => invalidateCaseEverywhere(queryClient, caseId),
  });
}

export function fetchRequirementCatalog(signal?: AbortSignal): Promise<RequirementCatalogEntry[]> {
  return request<RequirementCatalogEntry[]>('/api/requirement-catalog', { signal });
}

/** The documents a seller can add; fixed for a release, so fetched once. */
export function useRequirementCatalog(enabled: boolean) {
  return useQuery({
    queryKey: ['requirement-catalog'],
    queryFn: ({ signal }) => fetchRequirementCatalog(signal),
    staleTime: Infinity,
    enabled,
  });
}
