import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    // A health check that does not touch the database would report ok while it is down.
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, database: ctx.dialect, version: ctx.version };
  });
};
