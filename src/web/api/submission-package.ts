import { useMutation } from '@tanstack/react-query';
import { request } from './http';

export interface PackageFile {
  name: string;
  url: string;
}

/**
 * POST /api/cases/:id/package: regenerates the files from the case's current data.
 * 409 'Additional documentation required' when the case is not ready. Changes nothing cached.
 */
export function generateSubmissionPackage(caseId: string): Promise<{ files: PackageFile[] }> {
  return request<{ files: PackageFile[] }>(`/api/cases/${encodeURIComponent(caseId)}/package`, {
    method: 'POST',
  });
}

export function useGenerateSubmissionPackage(caseId: string) {
  return useMutation({ mutationFn: () => generateSubmissionPackage(caseId) });
}
