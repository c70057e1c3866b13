import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accessRequestRoutes } from './access-requests/access-requests.routes';
import { accessRequestAdminRoutes } from './access-requests/access-request-admin.routes';
import { auditRoutes } from './audit/audit.routes';
import { adminOverviewRoutes } from './stats/admin-overview.routes';
import { adminUserRoutes } from './user-admin/admin-users.routes';
import { aiAdminRoutes } from './ai/ai.routes';
import { analysisRoutes } from './analysis/email-analysis.routes';
import { withCaseModelProbability } from './case-model/initial-probability';
import type { AppContext } from './app-context';
import { authRoutes } from './auth/auth.routes';
import { totpRoutes } from './auth/totp.routes';
import { suggestedDocumentRoutes } from './case-model/suggested-documents.routes';
import { caseModelRoutes } from './case-model/case-model.routes';
import { requirementCatalogRoutes } from './case-model/requirement-catalog.routes';
import { caseRoutes } from './cases/cases.routes';
import { caseSubmissionRoutes } from './cases/case-submission.routes';
import { statusProposalRoutes } from './cases/status-proposals.routes';
import { documentRoutes } from './documents/documents.routes';
import { communicationRoutes } from './communications/communications.routes';
import { debriefRoutes } from './debriefs/debriefs.routes';
import { packageRoutes } from './package/package.routes';
import { healthRoutes } from './health/health.routes';
import { AppError } from './http/app-error';
import { registerErrorHandling } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { trackRouteMethods } from './http/method-not-allowed';
import { registerNulGuard } from './http/nul-guard';
import { routerErrorHandler } from './http/router-errors';
import { API_SECURITY_HEADERS } from './http/security-headers';
import { registerRequestArrival } from './request-arrival';
import { serializeRequest } from './http/request-log';
import { lazyRequestLogger } from './http/request-logger';
import { rateLimitStore } from './http/rate-limit-store';
import { registerStaticWeb } from './http/static-web';
import { accountRoutes } from './account/account.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { intakeRoutes } from './intake/intake.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { invitationRoutes } from './invitations/invitations.routes';
import { tokenRoutes } from './tokens/tokens.routes';
import { registerOpenApi } from './openapi/openapi.plugin';
import { openApiRoutes } from './openapi/openapi.routes';
import { settingsRoutes } from './settings/settings.routes';

export type BuildAppOptions = {
  /** Serve the built web app from config.webDistDir when it exists (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go; stdout unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
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
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    childLoggerFactory: lazyRequestLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Invitation tokens may be 200 characters; the router's default refuses params over 100.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: routerErrorHandler(API_SECURITY_HEADERS),
    // A whole request (headers and body) must arrive within 5 minutes: a client that trickles
    // bytes cannot hold a socket forever (uploads also stop after UPLOAD_IDLE_TIMEOUT_SECONDS idle).
    requestTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerNulGuard(app);
  registerJsonBodyParser(app);
  const allowedMethods = trackRouteMethods(app);
  await registerRequestArrival(app, ctx);
  await registerOpenApi(app, ctx.version);
  const store = await rateLimitStore(app, ctx.config.redisUrl);
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL the counts are shared through Redis, falling back to process memory (never
    // to no limit) while Redis is away.
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(openApiRoutes);
      await api.register(authRoutes, { ctx });
      await api.register(totpRoutes, { ctx });
      await api.register(accessRequestRoutes, { ctx });
      await api.register(caseRoutes, { ctx });
      await api.register(documentRoutes, { ctx });
      await api.register(communicationRoutes, { ctx });
      await api.register(suggestedDocumentRoutes, { ctx });
      await api.register(caseModelRoutes, { ctx });
      await api.register(requirementCatalogRoutes, { ctx });
      await api.register(statusProposalRoutes, { ctx });
      await api.register(debriefRoutes, { ctx });
      await api.register(packageRoutes, { ctx });
      await api.register(caseSubmissionRoutes, { ctx });
      await api.register(adminOverviewRoutes, { ctx });
      await api.register(adminUserRoutes, { ctx });
      await api.register(accessRequestAdminRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
      await api.register(invitationRoutes, { ctx });
      await api.register(tokenRoutes, { ctx });
      await api.register(settingsRoutes, { ctx });
      await api.register(aiAdminRoutes, { ctx });
      await api.register(analysisRoutes, {
        ctx,
        withCaseProbability: (analysis) => withCaseModelProbability(ctx, analysis),
      });
      await api.register(intakeRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(calendarRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
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
    const allow = request.url.startsWith('/api/')
      ? allowedMethods(request.url.split('?')[0] ?? request.url)
      : [];
    if (allow.length > 0) {
      throw new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here`, {
        headers: { allow: allow.join(', ') },
      });
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });

  return app;
}
