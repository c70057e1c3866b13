import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseDetailKey } from './case-detail';
import { caseListsKey } from './cases-list';
import { request } from './http';
import { statsKey } from './stats';

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
      void queryClient.cancelQueries({ queryKey: caseDetailKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: caseListsKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]);
    },
  });
}

/** Drop a deleted case's cached detail, once nothing displays it any more. */
export function useForgetDeletedCase() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.removeQueries({ queryKey: caseDetailKey(id), exact: true });
}
