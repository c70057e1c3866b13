import { z } from 'zod';

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, so a seller can tell tokens apart; the secret itself is never stored. */
  prefix: z.string(),
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
});

export const createdApiTokenSchema = apiTokenSchema.extend({
  /** Shown once, at creation. */
  secret: z.string(),
});

/** The limits the docs promise for API-token requests (per token). */
export const API_TOKEN_RATE_LIMITS = [
  { window: 'minute', seconds: 60, max: 100 },
  { window: 'hour', seconds: 3600, max: 1000 },
  { window: 'day', seconds: 86_400, max: 5000 },
] as const;

export const API_TOKEN_PREFIX = 'cp_';
