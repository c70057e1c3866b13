import type { Case } from '../../domain/case';
import { proposalPath } from '../../domain/status-proposal';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { requirePendingProposal, resolveProposal } from '../case-model/status-proposals';
import { conflict } from '../http/app-error';
import { toCase } from '../case-access/case-row';
import { applyCaseUpdate } from './cases.service';

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

/**
 * One click: the case moves to the proposed status, through the same rules as an edit (409 when
 * illegal now). A reinstatement of a case not marked submitted moves through 'Submitted to
 * Amazon' first: both moves in one transaction, each in the history in order.
 */
export async function acceptStatusProposal(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  proposalId: string,
): Promise<Case> {
  await ctx.db.transaction().execute(async (trx) => {
    const c = await requireCaseAccess(trx, actor, caseId);
    const proposal = await requirePendingProposal(trx, caseId, proposalId);
    const path = proposalPath(c.status, proposal.toStatus);
    if (!path) throw conflict(`A case cannot move from ${c.status} to ${proposal.toStatus}`);
    const start = ctx.now().getTime();
    // A millisecond apart, so the history lists the moves in the order they were made.
    for (const [step, status] of path.entries())
      await applyCaseUpdate(trx, actor, caseId, { status }, new Date(start + step));
    await resolveProposal(trx, proposalId, 'accepted', ctx.now().toISOString());
  });
  return toCase(await requireCaseAccess(ctx.db, actor, caseId), ctx.now());
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
