import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseSchema } from '../../domain/case';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { submitToAmazon } from './case-submission.service';

const params = z.object({ id: z.string().min(1).max(64) });

/** Recording the submission of the package: a status change of the case, so it lives here. */
export const caseSubmissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.post('/cases/:id/submit', { schema: { params, response: { 200: caseSchema } } }, (request) =>
    submitToAmazon(ctx, currentAuth(request).user, request.params.id),
  );
};
