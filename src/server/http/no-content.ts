import { z } from 'zod';

/** Response schema of routes that answer 204, so the OpenAPI document says 204 and not 200. */
export const noContent = { 204: z.null().describe('No content') };
