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

/** How long a database round trip that answered vouches for the database. */
export const PING_FRESH_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let lastAnsweredAt = -Infinity;
  let pingInFlight: Promise<void> | null = null;
  app.get(
    '/health',
    // A hook before the handler (the session look-up) can fail first: then the plain error shape.
    {
      schema: {
        response: { 200: healthSchema, 503: z.union([unavailableSchema, apiErrorSchema]) },
      },
      // Every answer here is built by this handler in one of two fixed shapes (the schemas stay
      // for the API reference), and a load balancer polls it more than any other route: checking
      // each answer against zod was about a twentieth of the route's CPU.
      serializerCompiler: () => (data) => JSON.stringify(data),
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
      // A health check that does not touch the database would report ok while it is down; one
      // that touches it on every call turns a burst of checks into a burst of queries. So a
      // round trip that answered within the last second stands for the database; a failure is
      // never remembered, and the pool's own state (above) is read on every call.
      // Checks that arrive while a round trip is on its way share it.
      if (performance.now() - lastAnsweredAt > PING_FRESH_MS) {
        try {
          pingInFlight ??= pingDatabase(ctx.db)
            .then(() => {
              lastAnsweredAt = performance.now();
            })
            .finally(() => {
              pingInFlight = null;
            });
          await pingInFlight;
        } catch (error) {
          if (isDatabaseUnavailable(error)) return unavailable();
          throw error;
        }
      }
      return { status: 'ok' as const, database: ctx.dialect, version: ctx.version };
    },
  );
};
