import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserCreateSchema,
  adminUserDeletionSchema,
  adminUserUpdateSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../domain/admin-user';
import { userSchema } from '../../domain/user';
import { currentAuth, requireAdmin } from '../access/route-policies';
import type { AppContext } from '../app-context';
import {
  adminCreateUser,
  adminDeleteUser,
  adminUpdateUser,
  listUsers,
} from './admin-users.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Admin → Users: list, create, edit, disable and delete accounts. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

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
    { schema: { params: idParams, response: { 200: adminUserDeletionSchema } } },
    (request) => adminDeleteUser(ctx, currentAuth(request).user, request.params.id),
  );
};
