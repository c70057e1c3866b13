import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationAccepted } from '../../domain/invitation';
import { request } from './http';

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export function fetchInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  return request<Invitation>(invitationPath(token), { signal });
}

export function acceptInvitation(token: string, password: string): Promise<InvitationAccepted> {
  return request<InvitationAccepted>(invitationPath(token), {
    method: 'POST',
    body: { password },
  });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    // a spent link must not be shown as usable from the cache
    staleTime: 0,
    gcTime: 0,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: (password: string) => acceptInvitation(token, password) });
}
