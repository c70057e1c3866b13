import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import { forbidden, unauthenticated } from '../http/app-error';
import { authenticateApiToken } from '../tokens/tokens.service';
import { authenticateSession, type Authenticated } from './auth.service';

export const SESSION_COOKIE = 'casepilot_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** Resolves the session cookie or API token on every /api request; routes then state their policy. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // A personal API token (scripts) takes precedence over a session cookie (the web app).
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      request.auth = await authenticateApiToken(opts.ctx, bearer);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await authenticateSession(opts.ctx, token) : null;
  });
});

export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Route policy: any signed-in, active user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentAuth(request);
}

/** Route policy: administrators only. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (currentAuth(request).user.role !== 'admin') throw forbidden();
}
