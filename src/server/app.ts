import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accessRequestRoutes } from './access-requests/access-requests.routes';
import { registerApiRequestCounter } from './admin/api-request-counter';
import { adminRoutes } from './admin/admin.routes';
import { aiAdminRoutes } from './ai/ai.routes';
import { analysisRoutes } from './ai/analysis.routes';
import type { AppContext } from './app-context';
import { authPlugin } from './auth/auth.plugin';
import { authRoutes } from './auth/auth.routes';
import { caseAnalysisRoutes } from './case-analyses/case-analyses.routes';
import { caseRoutes } from './cases/cases.routes';
import { documentRoutes } from './documents/documents.routes';
import { communicationRoutes } from './communications/communications.routes';
import { debriefRoutes } from './debriefs/debriefs.routes';
import { packageRoutes } from './package/package.routes';
import { healthRoutes } from './health/health.routes';
import { AppError } from './http/app-error';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandling } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { rateLimitRedis } from './http/rate-limit-store';
import { registerStaticWeb } from './http/static-web';
import { invitationRoutes } from './invitations/invitations.routes';
import { tokenRoutes } from './tokens/tokens.routes';
import { registerOpenApi } from './openapi/openapi.plugin';
import { openApiRoutes } from './openapi/openapi.routes';
import { settingsRoutes } from './settings/settings.routes';

export type BuildAppOptions = {
  /** Serve the built web app from config.webDistDir when it exists (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
};

export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            // Fastify's request serializer logs no headers; this guards anything that logs more.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              '*.password',
            ],
          },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app, ctx.version);
  await app.register(cookie);
  const redis = rateLimitRedis(app, ctx.config.redisUrl);
  await app.register(rateLimit, {
    global: false,
    // With Redis down, requests go through unlimited rather than failing.
    ...(redis ? { redis, nameSpace: 'casepilot-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(authPlugin, { ctx });
  registerCsrfProtection(app, ctx);
  registerApiRequestCounter(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(openApiRoutes);
      await api.register(authRoutes, { ctx });
      await api.register(accessRequestRoutes, { ctx });
      await api.register(caseRoutes, { ctx });
      await api.register(documentRoutes, { ctx });
      await api.register(communicationRoutes, { ctx });
      await api.register(caseAnalysisRoutes, { ctx });
      await api.register(debriefRoutes, { ctx });
      await api.register(packageRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(invitationRoutes, { ctx });
      await api.register(tokenRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(aiAdminRoutes, { ctx });
      await api.register(analysisRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  const servesWeb =
    options.serveWeb !== false && (await registerStaticWeb(app, ctx.config.webDistDir));

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (servesWeb && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });

  return app;
}
