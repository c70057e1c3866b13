import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communicationCreateSchema,
  communicationSchema,
  createdCommunicationSchema,
} from '../../domain/communication';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { addCommunication, listCommunications } from './communications.service';

const params = z.object({ id: z.string().min(1).max(64) });

export const communicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases/:id/communications',
    { schema: { params, response: { 200: z.array(communicationSchema) } } },
    (request) => listCommunications(ctx, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/cases/:id/communications',
    {
      schema: {
        params,
        body: communicationCreateSchema,
        response: { 201: createdCommunicationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addCommunication(ctx, currentAuth(request).user, request.params.id, request.body),
        ),
  );
};
