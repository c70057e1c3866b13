import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, userResponseSchema } from '../../domain/user';
import type { AppContext } from '../app-context';
import { SESSION_COOKIE, currentAuth, requireUser } from './auth.plugin';
import { login, logout } from './auth.service';

function isSecureRequest(ctx: AppContext, request: FastifyRequest): boolean {
  if (ctx.config.cookieSecure !== 'auto') return ctx.config.cookieSecure === 'true';
  return request.protocol === 'https';
}

function setSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
    expires: expiresAt,
  });
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const result = await login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(ctx, request, reply, result.token, result.expiresAt);
      return { user: result.user };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    if (request.auth?.sessionId) await logout(ctx, request.auth.sessionId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get(
    '/auth/me',
    { preHandler: requireUser, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: currentAuth(request).user }),
  );
};
