import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isSecureRequest } from './cookie-names';

/** One year, as browsers' preload lists expect; sent only on responses that came over https. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Only our own origin may supply scripts, images and connections, and no inline script runs.
 * Inline styles are allowed: Radix (scroll lock) and sonner inject <style> tags whose content
 * varies at run time, so hashes cannot cover them; a style cannot execute code.
 */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Set below, per request: over plain http (local use) HSTS would be meaningless or harmful.
  strictTransportSecurity: false,
} satisfies FastifyHelmetOptions;

/**
 * What every /api response carries instead of the page headers. API answers are JSON or
 * attachments, never pages, so the page directives (script, style and font sources, DNS
 * prefetch, the old IE and Flash headers) say nothing for them; this is the set OWASP's REST
 * Security Cheat Sheet gives: nothing may load in or frame the response, no MIME sniffing, no
 * referrer. The full page set costs about 10 us of server CPU per answer on these machines (a
 * sixth of a whole Fastify hello); this one has fewer than half the headers and a third the bytes.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The one HTML page under /api (the API reference): its own <style>, no script. */
export const API_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Writes helmet's headers for every page and static file, and API_SECURITY_HEADERS for /api,
 * plus HSTS over https. They never vary, so they are read from helmet once (securityHeaders) and
 * copied on each request: @fastify/helmet rebuilt helmet's middleware and re-parsed the CSP for
 * every request, 3-8 % of a signed-in GET's CPU (perf audit). Called from the one arrival hook
 * (request-arrival.ts), so the headers are on the reply before any route or error answers.
 */
export async function securityHeaderWriter(
  ctx: AppContext,
): Promise<(request: FastifyRequest, reply: FastifyReply, api: boolean) => void> {
  const pageHeaders = await securityHeaders();
  return (request, reply, api) => {
    void reply.headers(api ? API_SECURITY_HEADERS : pageHeaders);
    if (isSecureRequest(ctx, request)) void reply.header('strict-transport-security', HSTS_VALUE);
  };
}

let computed: Promise<Record<string, string>> | undefined;

/**
 * helmet's headers as a plain object, read once from helmet itself: for every response, and for
 * the few answers Fastify's router gives before any hook runs (a malformed URL, an over-long path
 * parameter).
 */
export function securityHeaders(): Promise<Record<string, string>> {
  computed ??= readHelmetHeaders();
  return computed;
}

async function readHelmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
      continue;
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
