import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPasswordSchema } from '../../domain/admin-user';
import { invitationAcceptedSchema, invitationSchema } from '../../domain/invitation';
import type { AppContext } from '../app-context';
import { acceptInvitation, describeInvitation } from './invitations.service';

const params = z.object({ token: z.string().min(10).max(200) });

/** Public: the 'set your password' page reads and spends an invitation by its token. */
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/invitations/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        params,
        response: { 200: invitationSchema },
      },
    },
    (request) => describeInvitation(ctx, request.params.token),
  );

  app.post(
    '/invitations/:token',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        params,
        body: setPasswordSchema,
        response: { 200: invitationAcceptedSchema },
      },
    },
    (request) => acceptInvitation(ctx, request.params.token, request.body.password),
  );
};
