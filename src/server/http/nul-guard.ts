import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** The dotted path of the first string holding U+0000, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    // Keys are text too: a NUL there would reach a JSON column or a log line.
    if (key.includes('\u0000')) return path || '_';
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

function nulGuard(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const field =
    findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
  done(
    field
      ? new AppError('VALIDATION_FAILED', NUL_MESSAGE, { fields: { [field]: NUL_MESSAGE } })
      : undefined,
  );
}

/**
 * PostgreSQL cannot store U+0000 in text and SQLite's full-text search stops reading at it, so
 * one check refuses it in every body, query string and path parameter before any route runs;
 * both databases answer the same 400 instead of a 500 on one of them. Only routes that take
 * input (a body, query or parameter schema, or a parameter in the path) carry the check: a
 * health check or GET /api/auth/me reads none, and a hook is a call on every request.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // `query` is Fastify's other name for `querystring`.
    const schema: { [part: string]: unknown } = { ...route.schema };
    const takesInput = schema.body ?? schema.querystring ?? schema.query ?? schema.params;
    if (!takesInput && !/[:*]/.test(route.url)) return;
    const own = route.preValidation;
    route.preValidation = [
      nulGuard,
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ];
  });
}
