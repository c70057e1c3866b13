import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginCodeRequestSchema, loginResponseSchema } from '../../domain/two-factor';
import { loginRequestSchema, userResponseSchema } from '../../domain/user';
import type { AppContext } from '../app-context';
import { noContent } from '../http/no-content';
import { currentAuth, requireUser } from '../access/route-policies';
import { login, loginWithCode, logout, type Client, type SignedIn } from './auth.service';
import {
  cookieName,
  DEVICE_COOKIE,
  HOST_PREFIX,
  isSecureRequest,
  readCookie,
  SESSION_COOKIE,
} from '../http/cookie-names';
import { clearCookie, setCookie } from '../http/cookies';
import { DEVICE_COOKIE_MAX_AGE_S } from './device-cookie';

function clientOf(request: FastifyRequest): Client {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    currentSessionToken: readCookie(request, SESSION_COOKIE),
    deviceCookie: readCookie(request, DEVICE_COOKIE),
  };
}

function setSignInCookies(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: SignedIn,
) {
  const secure = isSecureRequest(ctx, request);
  setCookie(reply, cookieName(ctx, request, SESSION_COOKIE), signedIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: signedIn.expiresAt,
  });
  setCookie(reply, cookieName(ctx, request, DEVICE_COOKIE), signedIn.deviceCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const result = await login(ctx, request.body, clientOf(request));
      if (result.kind === 'challenge')
        return { twoFactorRequired: true as const, challenge: result.challenge };
      setSignInCookies(ctx, request, reply, result);
      return { user: result.user };
    },
  );

  app.post(
    '/auth/login/totp',
    { schema: { body: loginCodeRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const result = await loginWithCode(ctx, request.body, clientOf(request));
      setSignInCookies(ctx, request, reply, result);
      return { user: result.user };
    },
  );

  app.post('/auth/logout', { schema: { response: noContent } }, async (request, reply) => {
    if (request.auth?.sessionId) await logout(ctx, request.auth.sessionId);
    // The device cookie stays: it only vouches that this browser signed in here before.
    clearCookie(reply, SESSION_COOKIE, { path: '/' });
    clearCookie(reply, `${HOST_PREFIX}${SESSION_COOKIE}`, { path: '/', secure: true });
    return reply.status(204).send(null);
  });

  app.get(
    '/auth/me',
    { preHandler: requireUser, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: currentAuth(request).user }),
  );
};
