import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirementCatalogEntrySchema } from '../../domain/requirement';
import { documentCatalog } from '../analysis/document-catalog';
import type { AppContext } from '../app-context';
import { requireUser } from '../access/route-policies';

/** The same for everyone and fixed for a release: built once. */
const entries = documentCatalog.map((kind) => ({
  catalogId: kind.id,
  name: kind.name,
  description: kind.description,
}));

/** What a seller can add to a case's Required Documentation by hand. */
export const requirementCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/requirement-catalog',
    { schema: { response: { 200: z.array(requirementCatalogEntrySchema) } } },
    () => entries,
  );
};
