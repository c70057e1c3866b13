import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { forbidden } from '../http/app-error';
import { readRequireAdminTwoFactor } from '../settings/security-settings.service';
import { authenticateApiToken } from '../tokens/tokens.service';
import type { Authenticated } from '../access/authenticated';
import { authenticateSession } from './auth.service';
import { readCookie, SESSION_COOKIE } from '../http/cookie-names';

export const READ_ONLY_TOKEN_MESSAGE = 'This API token is read-only';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the session cookie or API token of an /api request into request.auth; routes then
 * state their policy. Returns null when the request carries neither (health checks, sign-in),
 * so those are settled without a promise; otherwise the one look-up, which ends in the error to
 * answer with, if any. Called from the one arrival hook (request-arrival.ts).
 */
export function authenticateRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Error | undefined> | null {
  // A personal API token (scripts) takes precedence over a session cookie (the web app).
  const authorization = request.headers.authorization;
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  const token = bearer ? undefined : readCookie(request, SESSION_COOKIE);
  const lookUp = bearer
    ? authenticateApiToken(ctx, bearer)
    : token
      ? authenticateSession(ctx, token)
      : null;
  if (!lookUp) return null;
  return lookUp.then((auth) => {
    request.auth = auth;
    if (bearer && auth?.tokenScope === 'read' && UNSAFE_METHODS.has(request.method))
      return forbidden(READ_ONLY_TOKEN_MESSAGE);
    markMissingAdminTwoFactor(ctx, auth);
    return undefined;
  });
}

/**
 * For admins without two-factor sign-in, how to tell whether the system requires it; read only
 * when an admin route asks (requireAdmin), so other requests pay no extra query.
 */
function markMissingAdminTwoFactor(ctx: AppContext, auth: Authenticated | null) {
  if (auth && auth.user.role === 'admin' && !auth.twoFactorEnabled)
    auth.isAdminTwoFactorMissing = () => readRequireAdminTwoFactor(ctx.db);
}
