import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../domain/api-error';
import { isDatabaseUnavailable, isMissingReference, isStorageFull } from '../db/database-errors';
import { AppError } from './app-error';

/** Seconds a client should wait before repeating a request the database could not serve. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
export const STORAGE_FULL_MESSAGE =
  'There is no storage space left to save this. Please try again later.';
export const MALFORMED_MULTIPART_MESSAGE = 'The upload form is not valid';
export const MISSING_REFERENCE_MESSAGE =
  'Something this refers to was deleted meanwhile. Reload the page and try again.';

// What busboy (under @fastify/multipart) throws for a body that is cut off or has no boundary.
const malformedMultipart =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Boundary not found)/;

export const givenOnceMessage = (name: string) => `${name} must be given once`;

const queryOf = (query: unknown): Record<string, unknown> | null =>
  typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : null;

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps every failure to the API's one error shape; a 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const query = error.validationContext === 'querystring' ? queryOf(request.query) : null;
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // A repeated parameter (`?page=1&page=2`) reaches a one-value field as a list, and the
        // field's own check says "expected number, received NaN" (fault F78). Read here, where
        // validation already failed, it costs a request that passes nothing.
        fields[key] ??= Array.isArray(query?.[key])
          ? givenOnceMessage(key)
          : (issue.message ?? 'Invalid value');
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(body('VALIDATION_FAILED', first, fields));
    }

    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return reply.status(507).send(body('INSUFFICIENT_STORAGE', STORAGE_FULL_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      // The pool logs the outage once; each refused request is only worth a short line.
      request.log.info(`database unavailable: ${error.message}`);
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(body('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    if (isMissingReference(error)) {
      request.log.warn(`write refused, a referenced row was deleted: ${error.message}`);
      return reply.status(409).send(body('CONFLICT', MISSING_REFERENCE_MESSAGE));
    }
    if (!error.statusCode && malformedMultipart.test(error.message)) {
      return reply.status(400).send(body('VALIDATION_FAILED', MALFORMED_MULTIPART_MESSAGE));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Too many requests, please try again later'));
    }
    if (status === 413) {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large'));
    }
    if (status === 415) {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body with a JSON content type...).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : 'Invalid request';
      return reply
        .status(status)
        .send(body(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}
