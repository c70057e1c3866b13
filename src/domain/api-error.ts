import { z } from 'zod';

/** Every error code the API can answer with, and the HTTP status it travels with. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A known path asked with a method it does not support; comes with Allow. */
  METHOD_NOT_ALLOWED: 405,
  /** The client stopped sending a request body (a stalled upload). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_UNAVAILABLE: 503,
  /** The database or Redis is away for a moment; comes with Retry-After. */
  SERVICE_UNAVAILABLE: 503,
  /** The disk (or object store) is full. */
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
