import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseAssessmentSchema } from '../../domain/case-assessment';
import {
  requirementCreateSchema,
  requirementLinkSchema,
  requirementSchema,
} from '../../domain/requirement';
import { statusProposalSchema } from '../../domain/status-proposal';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import {
  addRequirement,
  getAssessment,
  linkRequirement,
  listRequirements,
  listStatusProposals,
} from './case-model.service';

const id = z.string().min(1).max(64);
const params = z.object({ id });

/** The case model (issue 12): requirements and their documents, the assessment, proposed status changes. */
export const caseModelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/cases/:id/requirements',
    { schema: { params, response: { 200: z.array(requirementSchema) } } },
    (request) => listRequirements(ctx, currentAuth(request).user, request.params.id),
  );

  app.post(
    '/cases/:id/requirements',
    { schema: { params, body: requirementCreateSchema, response: { 201: requirementSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addRequirement(ctx, currentAuth(request).user, request.params.id, request.body),
        ),
  );

  app.put(
    '/cases/:id/requirements/:reqId/link',
    {
      schema: {
        params: z.object({ id, reqId: id }),
        body: requirementLinkSchema,
        response: { 200: requirementSchema },
      },
    },
    (request) =>
      linkRequirement(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.reqId,
        request.body,
      ),
  );

  app.get(
    '/cases/:id/assessment',
    { schema: { params, response: { 200: caseAssessmentSchema } } },
    (request) => getAssessment(ctx, currentAuth(request).user, request.params.id),
  );

  app.get(
    '/cases/:id/status-proposals',
    { schema: { params, response: { 200: z.array(statusProposalSchema) } } },
    (request) => listStatusProposals(ctx, currentAuth(request).user, request.params.id),
  );
};
