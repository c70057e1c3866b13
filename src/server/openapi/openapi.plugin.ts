import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CasePilot API',
        version,
        description:
          'Track and win Amazon account-health cases. Authenticate with the session cookie from POST /api/auth/login. ' +
          'Errors have the shape {"error": {"code", "message", "fields"?}}.',
      },
    },
    transform: jsonSchemaTransform,
  });
}
