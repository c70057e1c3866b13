import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../domain/two-factor';
import type { AppContext } from '../app-context';
import { forbidden } from '../http/app-error';
import { readRequireAdminTwoFactor } from '../settings/security-settings.service';
import { currentAuth, requireUser } from '../access/route-policies';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from './totp.service';

/** The signed-in person's own two-factor sign-in (a web session only, never an API token). */
export const totpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', async (request) => {
    if (currentAuth(request).tokenScope !== null)
      throw forbidden('Two-factor sign-in is managed from the web app, not with an API token');
  });

  app.get(
    '/auth/totp',
    { schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => ({
      ...(await twoFactorStatus(ctx, currentAuth(request).user.id)),
      requiredForAdmins: await readRequireAdminTwoFactor(ctx.db),
    }),
  );

  app.post(
    '/auth/totp/setup',
    { schema: { body: twoFactorSetupRequestSchema, response: { 200: twoFactorSetupSchema } } },
    (request) => startTwoFactorSetup(ctx, currentAuth(request).user, request.body.password),
  );

  app.post(
    '/auth/totp/enable',
    { schema: { body: twoFactorConfirmRequestSchema, response: { 200: recoveryCodesSchema } } },
    (request) => confirmTwoFactorSetup(ctx, currentAuth(request).user, request.body.code),
  );

  app.post(
    '/auth/totp/disable',
    { schema: { body: twoFactorDisableRequestSchema } },
    async (request, reply) => {
      await disableTwoFactor(ctx, currentAuth(request).user, request.body);
      return reply.status(204).send();
    },
  );
};
