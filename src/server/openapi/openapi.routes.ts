import type { FastifyPluginAsync } from 'fastify';
import { renderReference, type OpenApiDocument } from './reference-page';

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // A plain HTML page (no script, so it lives within the strict CSP) listing every operation.
  app.get('/reference', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(renderReference(app.swagger() as unknown as OpenApiDocument)),
  );
};
