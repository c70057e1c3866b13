import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestedDocumentSchema } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { suggestedDocumentsForCase } from './case-model.service';

const params = z.object({ id: z.string().min(1).max(64) });

export const suggestedDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases/:id/suggested-documents',
    { schema: { params, response: { 200: z.array(suggestedDocumentSchema) } } },
    (request) => suggestedDocumentsForCase(ctx, currentAuth(request).user, request.params.id),
  );
};
