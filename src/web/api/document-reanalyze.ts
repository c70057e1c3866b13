import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDocument } from '../../domain/document';
import { caseKeys } from './case-keys';
import { request } from './http';

export function reanalyzeDocument(caseId: string, documentId: string): Promise<CaseDocument> {
  return request<CaseDocument>(
    `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/reanalyze`,
    { method: 'POST' },
  );
}

export function useReanalyzeDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => reanalyzeDocument(caseId, documentId),
    onSuccess: (updated) => {
      // back to 'analyzing' at once, so the list starts polling
      queryClient.setQueryData<CaseDocument[]>(caseKeys.documents(caseId), (current) =>
        current?.map((document) => (document.id === updated.id ? updated : document)),
      );
      return queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) });
    },
  });
}
