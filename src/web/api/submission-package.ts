import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackageFile, PackageState } from '../../domain/submission-package';
import { caseKeys } from './case-keys';
import { request } from './http';

export type { PackageFile, PackageState };

/** How often the package is re-read while it is being generated. */
export const PACKAGE_POLL_MS = 1_500;

const packageUrl = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/package`;

/** GET /api/cases/:id/package: the latest generation's status and the files there are. */
export function fetchSubmissionPackage(
  caseId: string,
  signal?: AbortSignal,
): Promise<PackageState> {
  return request<PackageState>(packageUrl(caseId), { signal });
}

export function submissionPackageQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.package(caseId),
    queryFn: ({ signal }) => fetchSubmissionPackage(caseId, signal),
    // Poll only while a package is being generated, so the files show up by themselves.
    refetchInterval: (query) =>
      query.state.data?.status === 'generating' ? PACKAGE_POLL_MS : false,
  });
}

export function useSubmissionPackage(caseId: string) {
  return useQuery(submissionPackageQueryOptions(caseId));
}

/**
 * POST /api/cases/:id/package: starts generating the files from the case's current data and
 * answers at once with the package's state (202). 409 'Additional documentation required' when
 * the case is not ready; 429 when the seller generated too many packages lately.
 */
export function generateSubmissionPackage(caseId: string): Promise<PackageState> {
  return request<PackageState>(packageUrl(caseId), { method: 'POST' });
}

export function useGenerateSubmissionPackage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateSubmissionPackage(caseId),
    // The answer is the new state ("generating"), which starts the polling.
    onSuccess: (state) => queryClient.setQueryData(caseKeys.package(caseId), state),
  });
}
