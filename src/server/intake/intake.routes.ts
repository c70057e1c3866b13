import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseSchema } from '../../domain/case';
import {
  inboxAcceptSchema,
  inboxListSchema,
  intakeAddressSchema,
  intakeStatusSchema,
} from '../../domain/inbox';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { noContent } from '../http/no-content';
import { intakeAddressOf, intakeEnabled, rotateIntakeAddress } from './intake-address.service';
import { acceptInboxItem, dismissInboxItem, listInbox } from './inbox.service';

const params = z.object({ id: z.string().min(1).max(64) });

export const intakeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get('/intake', { schema: { response: { 200: intakeAddressSchema } } }, async (request) => ({
    address: await intakeAddressOf(ctx, currentAuth(request).user.id),
  }));
  // For screens: the same answer without a 404 when intake is off (a 404 is an error in a browser).
  app.get(
    '/intake/status',
    {
      schema: { response: { 200: intakeStatusSchema } },
    },
    async (request) =>
      intakeEnabled(ctx)
        ? { enabled: true, address: await intakeAddressOf(ctx, currentAuth(request).user.id) }
        : { enabled: false, address: null },
  );
  // Revokes the current address (mail to it is refused from now on) and hands out a new one.
  app.post(
    '/intake/rotate',
    { schema: { response: { 200: intakeAddressSchema } } },
    async (request) => ({
      address: await rotateIntakeAddress(ctx, currentAuth(request).user.id),
    }),
  );

  app.get('/inbox', { schema: { response: { 200: inboxListSchema } } }, (request) =>
    listInbox(ctx, currentAuth(request).user.id),
  );
  app.post(
    '/inbox/:id/accept',
    { schema: { params, body: inboxAcceptSchema, response: { 200: caseSchema } } },
    (request) =>
      acceptInboxItem(ctx, currentAuth(request).user, request.params.id, request.body ?? {}),
  );
  app.delete('/inbox/:id', { schema: { params, response: noContent } }, async (request, reply) => {
    await dismissInboxItem(ctx, currentAuth(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });
};
