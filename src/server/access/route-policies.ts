import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/app-error';
import type { Authenticated } from './authenticated';

export const TOKEN_NOT_ADMIN_MESSAGE =
  'API tokens cannot use admin routes unless created with the admin scope';
export const ADMIN_2FA_REQUIRED_MESSAGE =
  'Two-factor sign-in is required for administrators: turn it on under Admin → Security';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on arrival of every /api request (auth/authenticate-request.ts). */
    auth: Authenticated | null;
  }
}

export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Route policy: any signed-in, active user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentAuth(request);
}

/**
 * Route policy: administrators only; a token only with the admin scope; and, when the system
 * setting asks for it, only administrators who have two-factor sign-in on.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const auth = currentAuth(request);
  if (auth.user.role !== 'admin') throw forbidden();
  if (auth.tokenScope !== null && auth.tokenScope !== 'admin')
    throw forbidden(TOKEN_NOT_ADMIN_MESSAGE);
  if (auth.isAdminTwoFactorMissing && (await auth.isAdminTwoFactorMissing()))
    throw forbidden(ADMIN_2FA_REQUIRED_MESSAGE);
}
