import { parse, serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CookieOptions = SerializeOptions;
type Cookies = Record<string, string | undefined>;

const NO_COOKIES: Cookies = Object.freeze({});

/**
 * The request's cookies, parsed when asked for. Most requests (health checks, pages,
 * token-authenticated scripts) never ask or carry none, so they pay nothing, where
 * @fastify/cookie's hooks parsed and made a container for every request. A request reads them
 * once or twice (the session look-up, the CSRF check of a write), so the small header is parsed
 * again rather than remembered per request.
 */
export function requestCookies(request: FastifyRequest): Cookies {
  const header = request.headers.cookie;
  return header ? parse(header) : NO_COOKIES;
}

/** Adds a Set-Cookie header (SameSite=Lax unless told); Fastify keeps every one given, in order. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  void reply.header('set-cookie', serialize(name, value, { sameSite: 'lax', ...options }));
}

/** Tells the browser to drop the cookie stored under this name, path and security. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
