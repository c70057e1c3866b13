import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAnalysisRequestSchema, emailAnalysisSchema } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/auth.plugin';
import { analyzeEmailWithDefaultProvider } from './email-analysis.service';

/** POST /analysis/email: the admin's default provider, falling back to the built-in analyzer. */
export const analysisRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/analysis/email',
    { schema: { body: emailAnalysisRequestSchema, response: { 200: emailAnalysisSchema } } },
    (request) => analyzeEmailWithDefaultProvider(ctx, request.body.content),
  );
};
