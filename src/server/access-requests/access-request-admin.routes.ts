import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestAdminSchema,
  accessRequestApprovalSchema,
  accessRequestListQuerySchema,
  accessRequestListResponseSchema,
  accessRequestRejectSchema,
  invitationLinkSchema,
} from '../../domain/access-request';
import { currentAuth, requireAdmin } from '../access/route-policies';
import type { AppContext } from '../app-context';
import { invitationLinkAgain } from '../invitations/invitations.service';
import {
  approveAccessRequest,
  listAccessRequests,
  rejectAccessRequest,
} from './access-request-review.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Admin → Access Requests: review, approve with an invitation, reject, copy the link again. */
export const accessRequestAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/access-requests',
    {
      schema: {
        querystring: accessRequestListQuerySchema,
        response: { 200: accessRequestListResponseSchema },
      },
    },
    (request) => listAccessRequests(ctx, request.query),
  );
  app.post(
    '/admin/access-requests/:id/approve',
    { schema: { params: idParams, response: { 200: accessRequestApprovalSchema } } },
    async (request) => {
      // Links point at PUBLIC_BASE_URL. Never at the request's Host header (a forged Host would
      // send the invitee's token elsewhere) nor at the editable "Backend API Base URL": without
      // PUBLIC_BASE_URL the link is a path, which the admin's browser completes with its origin.
      const baseUrl = ctx.config.publicBaseUrl ?? '';
      return approveAccessRequest(ctx, currentAuth(request).user, request.params.id, baseUrl);
    },
  );
  // Copy the invite link again, until it is used (the token is kept sealed with the server key).
  app.get(
    '/admin/access-requests/:id/invite-link',
    { schema: { params: idParams, response: { 200: invitationLinkSchema } } },
    // The same base as the approval's link: PUBLIC_BASE_URL, or a path the browser completes.
    async (request) => invitationLinkAgain(ctx, request.params.id, ctx.config.publicBaseUrl ?? ''),
  );
  app.post(
    '/admin/access-requests/:id/reject',
    {
      schema: {
        params: idParams,
        body: accessRequestRejectSchema,
        response: { 200: accessRequestAdminSchema },
      },
    },
    (request) =>
      rejectAccessRequest(ctx, currentAuth(request).user, request.params.id, request.body.reason),
  );
};
