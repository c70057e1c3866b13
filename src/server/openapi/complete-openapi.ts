import { errorStatus } from '../../domain/api-error';
import { SESSION_COOKIE } from '../http/cookie-names';
import { operationExamples } from './operation-examples';
import { routeAccess } from './route-access';

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters?: { in: string; name: string }[];
  requestBody?: Json;
  responses?: Record<string, Json>;
};
export type OpenApiDoc = Json & {
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Json; responses?: Json; securitySchemes?: Json; headers?: Json };
};

const httpMethods = new Set(['get', 'put', 'post', 'patch', 'delete', 'options', 'head']);

const errorCodes = Object.keys(errorStatus);

/** Each status the API can answer with, the error codes that travel with it and what it means. */
const errorResponses: Record<string, { description: string; retryAfter?: boolean }> = {
  '400': {
    description: 'The request is invalid (VALIDATION_FAILED); `fields` names each bad field',
  },
  '401': {
    description: 'Not signed in, or the token or session is unknown or expired (UNAUTHENTICATED)',
  },
  '403': {
    description:
      'Signed in but not allowed (FORBIDDEN): an administrator route, a read-only token writing, or a cross-site cookie write',
  },
  '404': {
    description:
      "Not found (NOT_FOUND); another seller's case answers 404 too, so ids cannot be probed",
  },
  '405': {
    description: 'The path exists but not with this method (METHOD_NOT_ALLOWED); see Allow',
  },
  '409': {
    description:
      'The request conflicts with the current state (CONFLICT), e.g. an illegal status change or a case not ready',
  },
  '413': { description: 'The body or upload is too large (PAYLOAD_TOO_LARGE)' },
  '415': { description: 'Unsupported content or file type (UNSUPPORTED_MEDIA_TYPE)' },
  '429': {
    description: 'Rate limit reached (RATE_LIMITED); retry after Retry-After seconds',
    retryAfter: true,
  },
  '500': { description: 'Unexpected server error (INTERNAL); the message never carries internals' },
  '503': {
    description:
      'The database, Redis or the AI provider is away for a moment (SERVICE_UNAVAILABLE, AI_UNAVAILABLE); retry after Retry-After seconds',
    retryAfter: true,
  },
  '507': { description: 'Storage is full (INSUFFICIENT_STORAGE)' },
};

const errorRef = (status: string) => ({ $ref: `#/components/responses/Error${status}` });

function components(): Json {
  const responses: Json = {};
  for (const [status, { description, retryAfter }] of Object.entries(errorResponses)) {
    responses[`Error${status}`] = {
      description,
      ...(retryAfter
        ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  return {
    schemas: {
      ErrorResponse: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: {
                type: 'string',
                enum: errorCodes,
                description: `Status by code: ${Object.entries(errorStatus)
                  .map(([code, status]) => `${code} ${status}`)
                  .join(', ')}`,
              },
              message: {
                type: 'string',
                description: "A user-safe message, in the product's wording",
              },
              fields: {
                type: 'object',
                additionalProperties: { type: 'string' },
                description: 'Per-field messages for VALIDATION_FAILED',
              },
            },
          },
        },
        example: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'ASIN is required',
            fields: { asin: 'ASIN is required' },
          },
        },
      },
    },
    responses,
    headers: {
      RetryAfter: {
        description: 'Seconds to wait before retrying',
        schema: { type: 'integer', minimum: 1 },
      },
      RateLimitLimit: {
        description: 'Requests allowed in the window (per-IP limited routes)',
        schema: { type: 'integer' },
      },
      RateLimitRemaining: {
        description: 'Requests left in the window',
        schema: { type: 'integer' },
      },
      RateLimitReset: {
        description: 'Seconds until the window resets',
        schema: { type: 'integer' },
      },
    },
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          "Session from POST /api/auth/login (HttpOnly). Writes with the cookie must come from the app's own origin (Origin/Referer checked).",
      },
      bearerToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal API token (POST /api/tokens while signed in; shown once). Limited to 100 requests a minute, 1000 an hour and 5000 a day.',
      },
    },
  };
}

/** Per-IP limited public routes answer with these headers (from @fastify/rate-limit). */
const rateLimitHeaders = {
  'x-ratelimit-limit': { $ref: '#/components/headers/RateLimitLimit' },
  'x-ratelimit-remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'x-ratelimit-reset': { $ref: '#/components/headers/RateLimitReset' },
};
const perIpLimited = new Set([
  'POST /access-requests',
  'GET /invitations/{token}',
  'POST /invitations/{token}',
]);

/** Uploads and downloads whose bodies are not JSON. */
const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file', 'type'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'PDF, DOC, DOCX, JPEG or PNG, 10 MB at most',
          },
          type: {
            type: 'string',
            enum: ['Invoice', 'Certificate', 'Letter', 'Test Report', 'Image', 'Other'],
          },
        },
      },
    },
  },
};
const binaryDownloads = new Set([
  'GET /cases/{id}/documents/{docId}/file',
  'GET /cases/{id}/package/files/{name}',
]);

/** Operations that can answer 409 CONFLICT (state transitions, duplicates, readiness). */
const conflicting = new Set([
  'PATCH /cases/{id}',
  'POST /cases/{id}/package',
  'POST /cases/{id}/submit',
  'POST /cases/{id}/debrief',
  'POST /cases/{id}/status-proposals/{proposalId}/accept',
  'POST /access-requests',
  'POST /admin/access-requests/{id}/approve',
  'POST /admin/access-requests/{id}/reject',
  'POST /invitations/{token}',
]);

function errorStatusesFor(method: string, path: string, op: Operation): string[] {
  const access = routeAccess(method, path);
  const statuses = new Set<string>(['429', '500', '503']);
  const hasInput = Boolean(op.requestBody) || (op.parameters?.length ?? 0) > 0;
  if (hasInput) statuses.add('400');
  if (access === 'user' || access === 'admin') statuses.add('401').add('403');
  if (op.parameters?.some((p) => p.in === 'path')) statuses.add('404');
  if (['post', 'put', 'patch'].includes(method) && op.requestBody) statuses.add('413').add('415');
  if (path.endsWith('/documents') && method === 'post') statuses.add('507');
  if (conflicting.has(`${method.toUpperCase()} ${path}`) || path.startsWith('/admin/users'))
    statuses.add('409');
  return [...statuses].sort();
}

/**
 * Completes the document generated from the route schemas with what the schemas cannot say: the
 * error shape and every error status, how each operation authenticates, rate-limit headers,
 * multipart and binary bodies, and examples of the main requests.
 */
export function completeOpenApi(generated: OpenApiDoc): OpenApiDoc {
  const doc = structuredClone(generated);
  doc.components = { ...doc.components, ...components() };
  doc.servers = [{ url: '/', description: 'This CasePilot server' }];

  for (const [openApiPath, methods] of Object.entries(doc.paths)) {
    const path = openApiPath.replace(/^\/api/, '');
    for (const [method, op] of Object.entries(methods)) {
      if (!httpMethods.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const access = routeAccess(method, openApiPath);
      op.security =
        access === 'public'
          ? []
          : access === 'optional'
            ? [{}, { sessionCookie: [] }, { bearerToken: [] }]
            : [{ sessionCookie: [] }, { bearerToken: [] }];
      if (access === 'admin') {
        op.description = [op.description, 'Administrators only.'].filter(Boolean).join(' ');
      }

      if (key === 'POST /cases/{id}/documents') op.requestBody = uploadBody;

      const responses: Record<string, Json> = { ...op.responses };
      // Fastify's swagger writes "200 Default Response" for routes without a response schema.
      for (const [status, response] of Object.entries(responses)) {
        if (binaryDownloads.has(key) && status === '200') {
          responses[status] = {
            description: 'The file, as an attachment',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          };
        } else if (perIpLimited.has(key) && status.startsWith('2')) {
          responses[status] = { ...response, headers: rateLimitHeaders };
        }
      }
      for (const status of errorStatusesFor(method, path, op))
        responses[status] ??= errorRef(status);
      op.responses = responses;

      const example = operationExamples[key];
      const json = (op.requestBody?.content as Json | undefined)?.['application/json'] as
        Json | undefined;
      if (example && json) json.example = example;
    }
  }
  return doc;
}
