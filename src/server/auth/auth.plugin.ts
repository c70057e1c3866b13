import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import { forbidden } from '../http/app-error';
import { readRequireAdminTwoFactor } from '../settings/security-settings.service';
import { authenticateApiToken } from '../tokens/tokens.service';
import type { Authenticated } from '../access/authenticated';
import { authenticateSession } from './auth.service';
import { readCookie, SESSION_COOKIE } from '../http/cookie-names';

export { SESSION_COOKIE } from '../http/cookie-names';

export const READ_ONLY_TOKEN_MESSAGE = 'This API token is read-only';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Resolves the session cookie or API token on every /api request; routes then state their policy. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // A personal API token (scripts) takes precedence over a session cookie (the web app).
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      request.auth = await authenticateApiToken(opts.ctx, bearer);
      if (request.auth?.tokenScope === 'read' && UNSAFE_METHODS.has(request.method))
        throw forbidden(READ_ONLY_TOKEN_MESSAGE);
      markMissingAdminTwoFactor(opts.ctx, request.auth);
      return;
    }
    const token = readCookie(request, SESSION_COOKIE);
    request.auth = token ? await authenticateSession(opts.ctx, token) : null;
    markMissingAdminTwoFactor(opts.ctx, request.auth);
  });
});

/**
 * For admins without two-factor sign-in, how to tell whether the system requires it; read only
 * when an admin route asks (requireAdmin), so other requests pay no extra query.
 */
function markMissingAdminTwoFactor(ctx: AppContext, auth: Authenticated | null) {
  if (auth && auth.user.role === 'admin' && !auth.twoFactorEnabled)
    auth.isAdminTwoFactorMissing = () => readRequireAdminTwoFactor(ctx.db);
}
