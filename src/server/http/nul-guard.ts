import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it holds half of a character (a lone UTF-16 surrogate)';

// With the u flag a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored, or null when it can. */
function refusalOf(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  // JSON may spell half a character ("\ud83d", as a client cutting text in a UTF-16 unit
  // does). SQLite stores it as bytes that are not UTF-8 and reads back three U+FFFD, PostgreSQL
  // gets one U+FFFD: the text would be damaged, and differently on each database.
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

type Refusal = { field: string; message: string };

/** The dotted path of the first string (or key) that cannot be stored, with the reason. */
function findRefusal(value: unknown, path: string, depth = 0): Refusal | null {
  if (typeof value === 'string') {
    const message = refusalOf(value);
    return message ? { field: path || '_', message } : null;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    // Keys are text too: a NUL there would reach a JSON column or a log line.
    const message = refusalOf(key);
    if (message) return { field: path || '_', message };
    const found = findRefusal(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

function nulGuard(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const refusal =
    findRefusal(request.params, '') ??
    findRefusal(request.query, '') ??
    findRefusal(request.body, '');
  done(
    refusal
      ? new AppError('VALIDATION_FAILED', refusal.message, {
          fields: { [refusal.field]: refusal.message },
        })
      : undefined,
  );
}

/**
 * PostgreSQL cannot store U+0000 in text and SQLite's full-text search stops reading at it, so
 * one check refuses it (and half a UTF-16 surrogate pair, which neither database keeps intact) in
 * every body, query string and path parameter before any route runs; both databases answer the
 * same 400 instead of a 500 or damaged text on one of them. Only routes that take
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
