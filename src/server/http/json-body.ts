import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The prototype-poisoning key that secure-json-parse refused, if that was the reason. */
function forbiddenKeyIn(value: unknown, depth = 0): string | null {
  if (depth > 64 || typeof value !== 'object' || value === null) return null;
  // JSON.parse keeps "__proto__" as an own key; "constructor" is refused only with a "prototype".
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return '__proto__';
  const ctor: unknown = Object.prototype.hasOwnProperty.call(value, 'constructor')
    ? (value as Record<string, unknown>).constructor
    : undefined;
  if (typeof ctor === 'object' && ctor !== null && 'prototype' in ctor) return 'constructor';
  for (const child of Object.values(value)) {
    const found = forbiddenKeyIn(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning guard), except that a body refused for
 * a `__proto__` or `constructor` key says so instead of calling valid JSON invalid.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (!error) return done(null, value);
      let key: string | null = null;
      try {
        key = forbiddenKeyIn(JSON.parse(String(body)));
      } catch {
        // Not JSON at all: Fastify's own error says so.
      }
      done(
        key
          ? new AppError('VALIDATION_FAILED', `The request body contains a forbidden key: ${key}`)
          : error,
        undefined,
      );
    });
  });
}
