import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/api-error';
import type { AppContext } from '../app-context';
import { isDatabaseUnavailable } from '../db/database-errors';
import { databaseState, pingDatabase } from '../db/database';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/error-handler';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

// Both a health answer (for a load balancer) and the API's error shape (for the web app).
const unavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['sqlite', 'postgres']),
  databaseStatus: z.literal('unavailable'),
  version: z.string(),
  error: z.object({ code: z.literal('SERVICE_UNAVAILABLE'), message: z.string() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    // A hook before the handler (the session look-up) can fail first: then the plain error shape.
    {
      schema: {
        response: { 200: healthSchema, 503: z.union([unavailableSchema, apiErrorSchema]) },
      },
    },
    async (_request, reply) => {
      const unavailable = () =>
        reply
          .status(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable' as const,
            database: ctx.dialect,
            databaseStatus: 'unavailable' as const,
            version: ctx.version,
            error: { code: 'SERVICE_UNAVAILABLE' as const, message: UNAVAILABLE_MESSAGE },
          });
      if (databaseState(ctx.db) === 'unavailable') return unavailable();
      try {
        // A health check that does not touch the database would report ok while it is down.
        await pingDatabase(ctx.db);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return unavailable();
        throw error;
      }
      return { status: 'ok' as const, database: ctx.dialect, version: ctx.version };
    },
  );
};
