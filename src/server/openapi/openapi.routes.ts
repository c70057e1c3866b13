import type { FastifyPluginAsync } from 'fastify';
import { API_PAGE_CSP } from '../http/security-headers';
import { completeOpenApi, type OpenApiDoc } from './complete-openapi';
import { renderReference, type OpenApiDocument } from './reference-page';

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  // Routes are fixed once the app is ready, so the document is completed once, on first request.
  let document: OpenApiDoc | undefined;
  const openApiDocument = () =>
    (document ??= completeOpenApi(app.swagger() as unknown as OpenApiDoc));

  app.get('/openapi.json', { schema: { hide: true } }, async () => openApiDocument());

  // A plain HTML page (no script, so it lives within the strict CSP) listing every operation.
  app.get('/reference', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', API_PAGE_CSP)
      .send(renderReference(openApiDocument() as unknown as OpenApiDocument)),
  );
};
