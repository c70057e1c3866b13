import { z } from 'zod';

/**
 * What a token may do: 'read' only reads (GET); 'read-write' is everything a signed-in seller
 * can do except admin routes; 'admin' adds admin routes, and only an admin who re-entered their
 * password can create one.
 */
export const apiTokenScopes = ['read', 'read-write', 'admin'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, so a seller can tell tokens apart; the secret itself is never stored. */
  prefix: z.string(),
  scope: z.enum(apiTokenScopes),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
  scope: z
    .enum(apiTokenScopes, { error: 'Scope must be read, read-write or admin' })
    .default('read-write'),
  /** Required for the admin scope: the signed-in admin's password, entered again. */
  password: z.string().max(1024, 'Password is too long').optional(),
});

export const createdApiTokenSchema = apiTokenSchema.extend({
  /** Shown once, at creation. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** The limits the docs promise for API-token requests: per token, and per user across all their tokens. */
export const API_TOKEN_RATE_LIMITS = [
  { window: 'minute', seconds: 60, max: 100 },
  { window: 'hour', seconds: 3600, max: 1000 },
  { window: 'day', seconds: 86_400, max: 5000 },
] as const;

export const API_TOKEN_PREFIX = 'cp_';
