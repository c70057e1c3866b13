import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  passwordChangeSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../domain/account';
import { passwordMatchesEmail, PASSWORD_IS_EMAIL_MESSAGE } from '../../domain/admin-user';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { revokeOtherSessionsOfUser } from '../auth/session-revocation';
import { currentAuth, requireUser } from '../access/route-policies';
import { verifyPassword } from '../credentials/password';
import { AppError } from '../http/app-error';
import { noContent } from '../http/no-content';
import { setPassword } from '../users/users.service';
import { findPasswordCheck, findProfile, updateProfile } from './account.repository';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** The signed-in user's own profile and password. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  const profileOf = (userId: string) => findProfile(ctx.db, userId);

  app.get('/account/profile', { schema: { response: { 200: profileSchema } } }, (request) =>
    profileOf(currentAuth(request).user.id),
  );

  app.put(
    '/account/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => {
      const userId = currentAuth(request).user.id;
      await updateProfile(ctx.db, userId, {
        name: request.body.name,
        businessName: request.body.businessName,
        updatedAt: ctx.now().toISOString(),
      });
      return profileOf(userId);
    },
  );

  app.post(
    '/account/password',
    { schema: { body: passwordChangeSchema, response: noContent } },
    async (request, reply) => {
      const { user, sessionId } = currentAuth(request);
      const row = await findPasswordCheck(ctx.db, user.id);
      if (
        !row.passwordHash ||
        !(await verifyPassword(row.passwordHash, request.body.currentPassword))
      )
        throw invalid('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE);
      if (passwordMatchesEmail(request.body.newPassword, row.email))
        throw invalid('newPassword', PASSWORD_IS_EMAIL_MESSAGE);
      // Whoever held the old password must not keep a session made with it: every other session
      // (a stolen one too) ends with the change, in its transaction, so a sign-in finishing
      // meanwhile is refused or revoked, never kept. The seller stays signed in here.
      await setPassword(ctx, user.id, request.body.newPassword, {
        alsoInTransaction: (trx) => revokeOtherSessionsOfUser(trx, user.id, sessionId),
      });
      await recordAudit(ctx.db, {
        at: ctx.now().toISOString(),
        actor: user,
        action: 'user.updated',
        target: { type: 'user', id: user.id },
        summary: `${user.name} changed their password`,
      });
      return reply.status(204).send(null);
    },
  );
};
