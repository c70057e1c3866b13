import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Case } from '../../domain/case';
import type { InboxAccept, InboxList } from '../../domain/inbox';
import { invalidateCaseLists } from './case-invalidation';
import { request } from './http';

export const inboxKey = ['inbox'] as const;

export function useInbox(enabled = true) {
  return useQuery({
    queryKey: inboxKey,
    enabled,
    queryFn: ({ signal }) => request<InboxList>('/api/inbox', { signal }),
    // Mail arrives by itself: look again now and then.
    refetchInterval: 60_000,
  });
}

export function useAcceptInboxItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InboxAccept & { id: string }) =>
      request<Case>(`/api/inbox/${encodeURIComponent(id)}/accept`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: inboxKey });
      void invalidateCaseLists(client);
    },
  });
}

export function useDismissInboxItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<void>(`/api/inbox/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: inboxKey }),
  });
}
