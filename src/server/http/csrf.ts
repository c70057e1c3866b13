import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { readCookie, SESSION_COOKIE } from './cookie-names';
import { forbidden } from './app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function ownOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicBaseUrl) return new URL(ctx.config.publicBaseUrl).origin;
  return `${request.protocol}://${request.host}`;
}

function originOfReferer(referer: string): string | null {
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * A cookie travels with cross-site requests, so a cookie-authenticated write whose Origin names
 * another site is refused. Without an Origin, the Referer is checked instead (OWASP's fallback):
 * a foreign or unreadable one is refused too. Bearer-token requests carry no ambient credential
 * and are exempt. Asked only of /api requests (request-arrival.ts).
 */
export function crossSiteRefusal(ctx: AppContext, request: FastifyRequest): Error | undefined {
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (!readCookie(request, SESSION_COOKIE)) return;
  const own = ownOrigin(ctx, request);
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const crossSiteFetch = request.headers['sec-fetch-site'] === 'cross-site';
  const foreignOrigin = origin !== undefined && origin !== own;
  const foreignReferer = !origin && referer !== undefined && originOfReferer(referer) !== own;
  if (foreignOrigin || foreignReferer || (!origin && crossSiteFetch)) {
    return forbidden('Cross-site request refused');
  }
}
