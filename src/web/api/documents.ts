import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDocument } from '../../domain/document';
import { invalidateAfterAnalysis } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

/** How often the list is re-read while a document is being analysed. */
export const ANALYSIS_POLL_MS = 1_500;

export function documentFileUrl(caseId: string, documentId: string): string {
  return `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/file`;
}

export function fetchDocuments(caseId: string, signal?: AbortSignal): Promise<CaseDocument[]> {
  return request<CaseDocument[]>(`/api/cases/${encodeURIComponent(caseId)}/documents`, { signal });
}

export function isAnyAnalyzing(documents: readonly CaseDocument[] | undefined): boolean {
  return documents?.some((document) => document.status === 'analyzing') ?? false;
}

/** Ids of documents that were analysing before and are not any more. */
function finishedSince(
  previous: readonly CaseDocument[] | undefined,
  next: readonly CaseDocument[],
): boolean {
  const analyzing = new Set(previous?.filter((d) => d.status === 'analyzing').map((d) => d.id));
  return next.some((d) => analyzing.has(d.id) && d.status !== 'analyzing');
}

export function documentsQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.documents(caseId),
    queryFn: async ({ signal, client, queryKey }) => {
      const previous = client.getQueryData<CaseDocument[]>(queryKey);
      const documents = await fetchDocuments(caseId, signal);
      // A finished analysis changes the scores the Case Summary shows: refresh the case.
      if (finishedSince(previous, documents)) invalidateAfterAnalysis(client, caseId);
      return documents;
    },
    // Poll only while something is being analysed, so the list updates by itself.
    refetchInterval: (query) => (isAnyAnalyzing(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
}

export function useDocuments(caseId: string) {
  return useQuery(documentsQueryOptions(caseId));
}
