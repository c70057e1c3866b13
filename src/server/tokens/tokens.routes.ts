import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenCreateSchema,
  apiTokenSchema,
  createdApiTokenSchema,
} from '../../domain/api-token';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { createToken, listTokens, revokeToken } from './tokens.service';
import { noContent } from '../http/no-content';

export const tokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get('/tokens', { schema: { response: { 200: z.array(apiTokenSchema) } } }, (request) =>
    listTokens(ctx, currentAuth(request).user.id),
  );
  app.post(
    '/tokens',
    { schema: { body: apiTokenCreateSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createToken(ctx, currentAuth(request), request.body)),
  );
  app.delete(
    '/tokens/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }), response: noContent } },
    async (request, reply) => {
      await revokeToken(ctx, currentAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
