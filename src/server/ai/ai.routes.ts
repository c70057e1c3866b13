import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiFailureListSchema,
  connectionTestRequestSchema,
  connectionTestResultSchema,
} from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import { currentAuth, requireAdmin } from '../access/route-policies';
import { listAiFailures } from './ai-failures.service';
import { testLlmConnection } from './connection-test.service';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Admin-only AI endpoints: the connection test and the record of provider failures. */
export const aiAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/test-llm-connection',
    {
      schema: { body: connectionTestRequestSchema, response: { 200: connectionTestResultSchema } },
    },
    (request) => testLlmConnection(ctx, request.body, currentAuth(request).user.id),
  );

  app.get(
    '/admin/ai-failures',
    { schema: { querystring: pageQuery, response: { 200: aiFailureListSchema } } },
    (request) => listAiFailures(ctx, request.query),
  );
};
