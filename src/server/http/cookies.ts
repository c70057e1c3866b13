import { parse, serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CookieOptions = SerializeOptions;
type Cookies = Record<string, string | undefined>;

const parsed = new WeakMap<FastifyRequest, Cookies>();

/**
 * The request's cookies, parsed when first asked for. Most requests (health checks, pages,
 * token-authenticated scripts) never ask, so none of them pays for parsing or for a per-request
 * container, as they did with @fastify/cookie's hooks.
 */
export function requestCookies(request: FastifyRequest): Cookies {
  let cookies = parsed.get(request);
  if (!cookies) {
    const header = request.headers.cookie;
    cookies = header ? parse(header) : {};
    parsed.set(request, cookies);
  }
  return cookies;
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
