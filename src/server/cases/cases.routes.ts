import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseCreateSchema, caseSchema, caseUpdateSchema } from '../../domain/case';
import { caseDetailSchema } from '../../domain/case-detail';
import { caseListQuerySchema, caseListResponseSchema } from '../../domain/case-list';
import { dashboardStatsSchema } from '../../domain/dashboard-stats';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { dashboardStats } from '../stats/stats.service';
import * as cases from './cases.service';
import { noContent } from '../http/no-content';

const caseParams = z.object({ id: z.string().min(1).max(64) });

export const caseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // onRequest, so a signed-out caller hears 401 before any validation of what they sent.
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases',
    { schema: { querystring: caseListQuerySchema, response: { 200: caseListResponseSchema } } },
    (request) => cases.listCases(ctx, currentAuth(request).user, request.query),
  );

  app.post(
    '/cases',
    { schema: { body: caseCreateSchema, response: { 201: caseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await cases.createCase(ctx, currentAuth(request).user, request.body)),
  );

  app.get(
    '/cases/:id',
    { schema: { params: caseParams, response: { 200: caseDetailSchema } } },
    (request) => cases.getCase(ctx, currentAuth(request).user, request.params.id),
  );

  app.patch(
    '/cases/:id',
    { schema: { params: caseParams, body: caseUpdateSchema, response: { 200: caseSchema } } },
    (request) => cases.updateCase(ctx, currentAuth(request).user, request.params.id, request.body),
  );

  app.delete(
    '/cases/:id',
    { schema: { params: caseParams, response: noContent } },
    async (request, reply) => {
      await cases.deleteCase(ctx, currentAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/stats/dashboard', { schema: { response: { 200: dashboardStatsSchema } } }, (request) =>
    dashboardStats(ctx, currentAuth(request).user),
  );
};
