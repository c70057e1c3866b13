import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessRequestCreateSchema, accessRequestSchema } from '../../domain/access-request';
import type { AppContext } from '../app-context';
import { createAccessRequest } from './access-requests.service';

export const accessRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/access-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: { body: accessRequestCreateSchema, response: { 201: accessRequestSchema } },
    },
    async (request, reply) => reply.status(201).send(await createAccessRequest(ctx, request.body)),
  );
};
