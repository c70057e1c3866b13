import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export type RegisteredRoute = { method: string; url: string; hidden: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the OpenAPI plugin, so tests can check the document covers them. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The OpenAPI document is generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) registered.push({ method, url: route.url, hidden });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CasePilot API',
        version,
        description:
          'Track and win Amazon account-health cases. Authenticate with the session cookie from POST /api/auth/login, ' +
          'or with a personal API token as `Authorization: Bearer <token>` (100 requests a minute, 1000 an hour, 5000 a day). ' +
          'Every error has the shape {"error": {"code", "message", "fields"?}} (components.schemas.ErrorResponse); ' +
          '429 and 503 carry Retry-After.',
      },
    },
    transform: jsonSchemaTransform,
  });
}
