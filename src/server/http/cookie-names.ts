import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { requestCookies } from './cookies';

export const SESSION_COOKIE = 'casepilot_session';
export const DEVICE_COOKIE = 'casepilot_device';
/**
 * Over https the cookies carry the `__Host-` prefix: the browser then only accepts them Secure,
 * for path /, from this exact host, so a sibling subdomain cannot plant or overwrite them.
 */
export const HOST_PREFIX = '__Host-';

/** Whether this request reached us over https, as the configuration says to judge it. */
export function isSecureRequest(ctx: AppContext, request: FastifyRequest): boolean {
  if (ctx.config.cookieSecure !== 'auto') return ctx.config.cookieSecure === 'true';
  if (request.protocol === 'https') return true;
  return ctx.config.publicBaseUrl?.startsWith('https://') ?? false;
}

export function cookieName(ctx: AppContext, request: FastifyRequest, base: string): string {
  return isSecureRequest(ctx, request) ? `${HOST_PREFIX}${base}` : base;
}

/** The cookie's value under either name (the prefixed one wins). */
export function readCookie(request: FastifyRequest, base: string): string | undefined {
  const cookies = requestCookies(request);
  return cookies[`${HOST_PREFIX}${base}`] ?? cookies[base];
}
