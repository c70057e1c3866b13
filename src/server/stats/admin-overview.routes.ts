import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '../../domain/admin-user';
import { requireAdmin } from '../access/route-policies';
import type { AppContext } from '../app-context';
import { adminOverview } from './admin-overview.service';

/** The admin dashboard's figures. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, () =>
    adminOverview(ctx),
  );
};
