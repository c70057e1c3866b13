import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseAssessment } from '../../domain/case-assessment';
import { caseKeys } from './case-keys';
import { request } from './http';

export function fetchCaseAssessment(caseId: string, signal?: AbortSignal): Promise<CaseAssessment> {
  return request<CaseAssessment>(`/api/cases/${encodeURIComponent(caseId)}/assessment`, {
    signal,
  });
}

export function caseAssessmentQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.assessment(caseId),
    queryFn: ({ signal }) => fetchCaseAssessment(caseId, signal),
  });
}

/** The success probability with its factors, readiness and what is missing. */
export function useCaseAssessment(caseId: string) {
  return useQuery(caseAssessmentQueryOptions(caseId));
}
