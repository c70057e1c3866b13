import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseSchema } from '../../domain/case';
import type { AppContext } from '../app-context';
import { currentAuth, requireUser } from '../access/route-policies';
import { acceptStatusProposal, dismissStatusProposal } from './status-proposals.service';

const id = z.string().min(1).max(64);

/** Settling a status the case model proposed: accepting one is a case update, so it lives here. */
export const statusProposalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/cases/:id/status-proposals/:proposalId/accept',
    { schema: { params: z.object({ id, proposalId: id }), response: { 200: caseSchema } } },
    (request) =>
      acceptStatusProposal(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.proposalId,
      ),
  );

  app.post(
    '/cases/:id/status-proposals/:proposalId/dismiss',
    { schema: { params: z.object({ id, proposalId: id }) } },
    async (request, reply) => {
      await dismissStatusProposal(
        ctx,
        currentAuth(request).user,
        request.params.id,
        request.params.proposalId,
      );
      return reply.status(204).send();
    },
  );
};
