import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseSchema } from '../../domain/case';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../auth/auth.plugin';
import { notFound } from '../http/app-error';
import { isPackageFileName, packageContentTypes } from './package-files';
import { generatePackage, openPackageFile, submitToAmazon } from './package.service';

const params = z.object({ id: z.string().min(1).max(64) });
const fileParams = params.extend({ name: z.string().min(1).max(100) });
const packageSchema = z.object({ files: z.array(z.object({ name: z.string(), url: z.string() })) });

export const packageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/cases/:id/package',
    { schema: { params, response: { 200: packageSchema } } },
    (request) => generatePackage(ctx, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/cases/:id/package/files/:name',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const { id, name } = request.params;
      if (!isPackageFileName(name)) throw notFound('No such package file');
      const file = await openPackageFile(ctx, currentAuth(request).user, id, name);
      return reply
        .header('content-type', packageContentTypes[name])
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post('/cases/:id/submit', { schema: { params, response: { 200: caseSchema } } }, (request) =>
    submitToAmazon(ctx, currentAuth(request).user, request.params.id),
  );
};
