import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  type Notification,
} from '../../domain/notification';
import type { AppContext } from '../app-context';
import { listNotificationsOfUser, markNotificationsRead } from './notifications.repository';
import { currentAuth, requireUser } from '../access/route-policies';
import { noContent } from '../http/no-content';
import { readPreferences, writePreferences } from './preferences';

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const userId = currentAuth(request).user.id;
      const { items, unread } = await listNotificationsOfUser(ctx.db, userId);
      return { items: items as Notification[], unread };
    },
  );

  app.post(
    '/notifications/read',
    { schema: { body: markReadSchema, response: noContent } },
    async (request, reply) => {
      if (request.body.ids.length > 0) {
        await markNotificationsRead(
          ctx.db,
          currentAuth(request).user.id,
          request.body.ids,
          ctx.now().toISOString(),
        );
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/notification-preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    (request) => readPreferences(ctx.db, currentAuth(request).user.id),
  );
  app.put(
    '/account/notification-preferences',
    {
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const userId = currentAuth(request).user.id;
      await writePreferences(ctx.db, userId, request.body);
      return readPreferences(ctx.db, userId);
    },
  );
};
