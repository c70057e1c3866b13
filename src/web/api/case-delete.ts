import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelCaseDetail, forgetCaseDetail, invalidateCaseLists } from './case-invalidation';
import { request } from './http';

export function deleteCase(id: string): Promise<void> {
  return request<void>(`/api/cases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCase(id),
    onSuccess: () => {
      // The detail screen is still mounted: stop any refetch of it (it would answer 404);
      // its cache entry is dropped once the screen has gone (see forgetDeletedCase).
      void cancelCaseDetail(queryClient, id);
      return invalidateCaseLists(queryClient);
    },
  });
}

/** Drop a deleted case's cached detail, once nothing displays it any more. */
export function useForgetDeletedCase() {
  const queryClient = useQueryClient();
  return (id: string) => forgetCaseDetail(queryClient, id);
}
