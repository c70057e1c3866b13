/**
 * Who may call an operation, as the OpenAPI document states it. The routes enforce it with their
 * own hooks (requireUser / requireAdmin); openapi.test.ts checks that this table and the hooks
 * agree by calling every operation without credentials and as a seller.
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'admin';

/** Operations anyone may call (some are rate-limited per IP instead). */
const publicOperations = new Set([
  'GET /health',
  'POST /auth/login',
  'POST /auth/login/totp',
  'POST /access-requests',
  'GET /invitations/{token}',
  'POST /invitations/{token}',
  'GET /calendar/{file}',
]);

/** Operations that answer with or without a session (logout is harmless signed out). */
const optionalOperations = new Set(['POST /auth/logout']);

/** `path` as Fastify writes it (`/api/cases/:id`) or as OpenAPI does (`/api/cases/{id}`). */
export function routeAccess(method: string, path: string): RouteAccess {
  const key = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`;
  if (publicOperations.has(key)) return 'public';
  if (optionalOperations.has(key)) return 'optional';
  const bare = path.replace(/^\/api/, '');
  if (bare.startsWith('/admin/') || bare === '/test-llm-connection') return 'admin';
  return 'user';
}
