import type { InvitationLink } from '../../domain/access-request';
import { request } from './http';

/** An approved request's invite link again, until the invitee has used it. */
export function fetchInvitationLink(requestId: string): Promise<InvitationLink> {
  return request<InvitationLink>(
    `/api/admin/access-requests/${encodeURIComponent(requestId)}/invite-link`,
  );
}
