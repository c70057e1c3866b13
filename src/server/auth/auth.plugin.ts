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
  // A callback hook: a request with neither cookie nor token (health checks, public pages) is
  // settled without a promise; the others wait for their one look-up.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // A personal API token (scripts) takes precedence over a session cookie (the web app).
    const authorization = request.headers.authorization;
    const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
    const token = bearer ? undefined : readCookie(request, SESSION_COOKIE);
    const lookUp = bearer
      ? authenticateApiToken(opts.ctx, bearer)
      : token
        ? authenticateSession(opts.ctx, token)
        : null;
    if (!lookUp) {
      request.auth = null;
      return done();
    }
    lookUp.then((auth) => {
      request.auth = auth;
      if (bearer && auth?.tokenScope === 'read' && UNSAFE_METHODS.has(request.method))
        return done(forbidden(READ_ONLY_TOKEN_MESSAGE));
      markMissingAdminTwoFactor(opts.ctx, auth);
      done();
    }, done);
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
