import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListResponseSchema } from '../../domain/audit';
import { requireAdmin } from '../access/route-policies';
import type { AppContext } from '../app-context';
import { listAudit } from './audit.service';

/** Admin → Audit Log. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/admin/audit-log',
    { schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    (request) => listAudit(ctx.db, request.query),
  );
};
