import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDocument } from '../../domain/document';
import { invalidateCase } from './case-invalidation';
import { caseKeys } from './case-keys';
import { request } from './http';

export function deleteDocument(caseId: string, documentId: string): Promise<void> {
  return request<void>(
    `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useDeleteDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(caseId, documentId),
    onSuccess: (_nothing, documentId) => {
      // spec §4: the item leaves the list after a successful call
      queryClient.setQueryData<CaseDocument[]>(caseKeys.documents(caseId), (current) =>
        current?.filter((document) => document.id !== documentId),
      );
      return invalidateCase(queryClient, caseId);
    },
  });
}
