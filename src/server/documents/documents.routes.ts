import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentSchema } from '../../domain/document';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { attachmentDisposition } from '../files/file-name';
import { multipartLimits, receiveUpload } from './document-upload';
import * as documents from './documents.service';
import { noContent } from '../http/no-content';

const caseParams = z.object({ id: z.string().min(1).max(64) });
const documentParams = caseParams.extend({ docId: z.string().min(1).max(64) });

export const documentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart only in this plugin; the rest of the API stays JSON.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true });
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases/:id/documents',
    { schema: { params: caseParams, response: { 200: z.array(documentSchema) } } },
    (request) => documents.listDocuments(ctx, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/cases/:id/documents',
    { schema: { params: caseParams, response: { 202: documentSchema } } },
    async (request, reply) => {
      const document = await documents.uploadDocument(
        ctx,
        currentAuth(request).user,
        request.params.id,
        (storage) => receiveUpload(request, storage, ctx.config.uploadIdleTimeoutMs),
      );
      return reply.status(202).send(document);
    },
  );

  app.get(
    '/cases/:id/documents/:docId',
    { schema: { params: documentParams, response: { 200: documentSchema } } },
    (request) =>
      documents.getDocument(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.docId,
      ),
  );

  app.get(
    '/cases/:id/documents/:docId/file',
    { schema: { params: documentParams } },
    async (request, reply) => {
      const file = await documents.openDocumentFile(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.docId,
      );
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/cases/:id/documents/:docId',
    { schema: { params: documentParams, response: noContent } },
    async (request, reply) => {
      await documents.deleteDocument(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.docId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/cases/:id/documents/:docId/reanalyze',
    { schema: { params: documentParams, response: { 202: documentSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await documents.reanalyzeDocument(
            ctx,
            currentAuth(request).user,
            request.params.id,
            request.params.docId,
          ),
        ),
  );
};
