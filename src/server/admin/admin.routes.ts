import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestAdminSchema,
  accessRequestApprovalSchema,
  accessRequestListQuerySchema,
  accessRequestListResponseSchema,
  accessRequestRejectSchema,
} from '../../domain/access-request';
import {
  adminOverviewSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../domain/admin-user';
import { auditListQuerySchema, auditListResponseSchema } from '../../domain/audit';
import { userSchema } from '../../domain/user';
import {
  approveAccessRequest,
  listAccessRequests,
  rejectAccessRequest,
} from '../access-requests/access-request-review.service';
import type { AppContext } from '../app-context';
import { listAudit } from '../audit/audit.service';
import { currentAuth, requireAdmin } from '../auth/auth.plugin';
import { readApiBaseUrl } from '../settings/system-settings.service';
import {
  adminCreateUser,
  adminDeleteUser,
  adminUpdateUser,
  listUsers,
} from '../users/admin-users.service';
import { adminOverview } from './overview.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, () =>
    adminOverview(ctx),
  );

  app.get(
    '/admin/users',
    { schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
    (request) => listUsers(ctx, request.query),
  );
  app.post(
    '/admin/users',
    { schema: { body: adminUserCreateSchema, response: { 201: userSchema } } },
    async (request, reply) =>
      reply.status(201).send(await adminCreateUser(ctx, currentAuth(request).user, request.body)),
  );
  app.patch(
    '/admin/users/:id',
    { schema: { params: idParams, body: adminUserUpdateSchema, response: { 200: userSchema } } },
    (request) => adminUpdateUser(ctx, currentAuth(request).user, request.params.id, request.body),
  );
  app.delete(
    '/admin/users/:id',
    { schema: { params: idParams, response: { 200: z.object({ reassignedCases: z.number() }) } } },
    (request) => adminDeleteUser(ctx, currentAuth(request).user, request.params.id),
  );

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
      // Links point at the public base URL an admin configured, else at the address in use now.
      const baseUrl = (await readApiBaseUrl(ctx)) || `${request.protocol}://${request.host}`;
      return approveAccessRequest(ctx, currentAuth(request).user, request.params.id, baseUrl);
    },
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

  app.get(
    '/admin/audit-log',
    { schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    async (request) => ({
      ...(await listAudit(ctx.db, request.query)),
      page: request.query.page,
      pageSize: request.query.pageSize,
    }),
  );
};
