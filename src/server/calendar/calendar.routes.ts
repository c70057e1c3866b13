import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calendarFeedSchema } from '../../domain/calendar-feed';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { noContent } from '../http/no-content';
import {
  calendarTokenOf,
  createCalendarToken,
  renderCalendarFeed,
  revokeCalendarToken,
} from './calendar.service';

function baseUrlOf(ctx: AppContext, request: FastifyRequest): string {
  return (ctx.config.publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(
    /(?<!\/)\/+$/,
    '',
  );
}

function feedUrl(ctx: AppContext, request: FastifyRequest, token: string | null): string | null {
  return token ? `${baseUrlOf(ctx, request)}/api/calendar/${token}.ics` : null;
}

/** The secret calendar feed (public, the token is the key) and its management (signed in). */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await renderCalendarFeed(ctx, token, ctx.config.publicBaseUrl ?? null);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    signedIn.get(
      '/account/calendar',
      { schema: { response: { 200: calendarFeedSchema } } },
      async (request) => ({
        url: feedUrl(ctx, request, await calendarTokenOf(ctx, currentAuth(request).user.id)),
      }),
    );
    signedIn.post(
      '/account/calendar',
      { schema: { response: { 200: calendarFeedSchema } } },
      async (request) => ({
        url: feedUrl(ctx, request, await createCalendarToken(ctx, currentAuth(request).user.id)),
      }),
    );
    signedIn.delete(
      '/account/calendar',
      { schema: { response: noContent } },
      async (request, reply) => {
        await revokeCalendarToken(ctx, currentAuth(request).user.id);
        return reply.status(204).send(null);
      },
    );
  });
};
