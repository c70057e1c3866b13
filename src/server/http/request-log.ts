import type { FastifyRequest } from 'fastify';

// Secrets that travel in a URL path: an invitation token is enough to take over the account.
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/api\/invitations\/)[^/?#]+/, '$1[redacted]'],
  [/^(\/invite\/)[^/?#]+/, '$1[redacted]'],
];

/** The request URL as it may be written to a log. */
export function redactUrl(url: string): string {
  let out = url;
  for (const [pattern, replacement] of SECRET_PATHS) out = out.replace(pattern, replacement);
  return out;
}

/** Fastify's default request serializer, with secret path segments redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
