import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { debriefSchema } from '../../domain/debrief';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { generateDebrief, getDebrief } from './debriefs.service';

const params = z.object({ id: z.string().min(1).max(64) });

export const debriefRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases/:id/debrief',
    { schema: { params, response: { 200: debriefSchema } } },
    (request) => getDebrief(ctx, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/cases/:id/debrief',
    { schema: { params, response: { 201: debriefSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await generateDebrief(ctx, currentAuth(request).user, request.params.id)),
  );
};
