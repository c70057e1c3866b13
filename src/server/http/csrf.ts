import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { SESSION_COOKIE } from '../auth/auth.plugin';
import { forbidden } from './app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function ownOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicBaseUrl) return new URL(ctx.config.publicBaseUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * A cookie travels with cross-site requests, so a cookie-authenticated write whose Origin names
 * another site is refused. Bearer-token requests carry no ambient credential and are exempt.
 */
export function registerCsrfProtection(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    const origin = request.headers.origin;
    const crossSiteFetch = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && origin !== ownOrigin(ctx, request)) || (!origin && crossSiteFetch)) {
      throw forbidden('Cross-site request refused');
    }
  });
}
