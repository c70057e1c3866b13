import type { Case } from '../../domain/case';
import { canTransition } from '../../domain/case-status';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { requirePendingProposal, resolveProposal } from '../case-model/status-proposals';
import { conflict } from '../http/app-error';
import { updateCase } from './cases.service';

async function requireProposalOfCase(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  proposalId: string,
) {
  const c = await requireCaseAccess(ctx.db, actor, caseId);
  const proposal = await requirePendingProposal(ctx.db, caseId, proposalId);
  return { c, proposal };
}

/** One click: the case moves to the proposed status, through the same rules as an edit (409 when illegal now). */
export async function acceptStatusProposal(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  proposalId: string,
): Promise<Case> {
  const { c, proposal } = await requireProposalOfCase(ctx, actor, caseId, proposalId);
  if (!canTransition(c.status, proposal.toStatus))
    throw conflict(`A case cannot move from ${c.status} to ${proposal.toStatus}`);
  const updated = await updateCase(ctx, actor, caseId, { status: proposal.toStatus });
  await resolveProposal(ctx.db, proposalId, 'accepted', ctx.now().toISOString());
  return updated;
}

export async function dismissStatusProposal(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  proposalId: string,
): Promise<void> {
  await requireProposalOfCase(ctx, actor, caseId, proposalId);
  await resolveProposal(ctx.db, proposalId, 'dismissed', ctx.now().toISOString());
}
