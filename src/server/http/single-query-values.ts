import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

export const givenOnceMessage = (name: string) => `${name} must be given once`;

type AnySchema = z.core.$ZodType;

/** Whether the field's schema takes a list (`?tag=a&tag=b`), seen through optional, default, pipes… */
function acceptsList(schema: AnySchema, depth = 0): boolean {
  if (depth > 16) return true;
  const def = schema._zod.def as unknown as {
    type: string;
    innerType?: AnySchema;
    in?: AnySchema;
    out?: AnySchema;
    options?: AnySchema[];
  };
  switch (def.type) {
    case 'array':
    case 'tuple':
    case 'set':
    case 'any':
    case 'unknown':
      return true;
    case 'union':
      return (def.options ?? []).some((option) => acceptsList(option, depth + 1));
    case 'pipe':
      return (
        (def.in !== undefined && acceptsList(def.in, depth + 1)) ||
        (def.out !== undefined && acceptsList(def.out, depth + 1))
      );
    default:
      return def.innerType !== undefined && acceptsList(def.innerType, depth + 1);
  }
}

/** The names of the query schema's fields that take one value; none unless it is a zod object. */
function scalarFieldsOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return [];
  const shape = (schema as { shape?: Record<string, AnySchema> }).shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, field]) => !acceptsList(field))
    .map(([name]) => name);
}

/**
 * A query parameter repeated (`?page=1&page=2`) reaches the schema as an array, and each field's
 * own check then answers something unhelpful ("expected number, received NaN" for a coerced
 * number, "expected string, received array" for text). Every route whose query schema has
 * single-valued fields refuses a repeat of one of them first, with a 400 naming it, in the API's
 * error shape.
 */
export function registerSingleQueryValues(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // `query` is Fastify's other name for `querystring`.
    const schema: { [part: string]: unknown } = { ...route.schema };
    const scalars = scalarFieldsOf(schema.querystring ?? schema.query);
    if (scalars.length === 0) return;
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (e?: Error) => void) => {
      const query = request.query as Record<string, unknown> | null;
      const repeated = query ? scalars.find((name) => Array.isArray(query[name])) : undefined;
      if (repeated === undefined) return done();
      const message = givenOnceMessage(repeated);
      done(new AppError('VALIDATION_FAILED', message, { fields: { [repeated]: message } }));
    };
    const own = route.preValidation;
    route.preValidation = [check, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
