import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailAnalysisRequestSchema,
  emailAnalysisSchema,
  type EmailAnalysis,
} from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { readProviderInUse } from '../settings/llm-settings.service';
import { analyzeEmailWithDefaultProvider } from './email-analysis.service';

/**
 * Each analysis through an AI provider is a paid call: one user may make this many a minute
 * (429 with Retry-After past it). The built-in analyzer costs nothing and is not counted.
 */
export const EMAIL_ANALYSES_PER_MINUTE = 30;

/**
 * POST /analysis/email: the admin's default provider, falling back to the built-in analyzer.
 * `withCaseProbability` gives the answer the success probability a case made from it would start
 * with: the case model's (issue 12: one probability), passed in by the app because the case model
 * builds on this feature.
 */
export const analysisRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  withCaseProbability: (analysis: EmailAnalysis) => Promise<EmailAnalysis>;
}> = async (app, { ctx, withCaseProbability }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/analysis/email',
    {
      schema: { body: emailAnalysisRequestSchema, response: { 200: emailAnalysisSchema } },
      config: {
        rateLimit: {
          max: EMAIL_ANALYSES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `email-analysis:${currentAuth(request).user.id}`,
          allowList: async () => (await readProviderInUse(ctx)) === 'builtin',
        },
      },
    },
    async (request) =>
      withCaseProbability(
        await analyzeEmailWithDefaultProvider(ctx, request.body.content, {
          userId: currentAuth(request).user.id,
        }),
      ),
  );
};
