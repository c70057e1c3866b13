import type { CaseAssessment } from '../../domain/case-assessment';
import type { SuggestedDocument } from '../../domain/email-analysis';
import type { Requirement, RequirementCreate, RequirementLink } from '../../domain/requirement';
import type { StatusProposal } from '../../domain/status-proposal';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { documentCatalog } from '../analysis/document-catalog';
import { AppError, conflict, notFound } from '../http/app-error';
import {
  applyRequirementPlan,
  refreshCaseModel,
  toSuggestedDocuments,
  type CaseModelState,
} from './case-model';
import { isDocumentOfCase } from './case-evidence.repository';
import * as repo from './requirements.repository';
import { listPendingProposals, toStatusProposal } from './status-proposals.repository';

export const REQUIREMENT_NOT_FOUND_MESSAGE = 'Requirement not found';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

async function stateOf(ctx: AppContext, actor: CaseActor, caseId: string): Promise<CaseModelState> {
  return ctx.db.transaction().execute(async (trx) => {
    // Another seller's case answers exactly like a missing one, so ids cannot be probed.
    const c = await requireCaseAccess(trx, actor, caseId);
    return refreshCaseModel(trx, c, ctx.now(), 'read');
  });
}

export async function getAssessment(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<CaseAssessment> {
  return (await stateOf(ctx, actor, caseId)).assessment;
}

export async function listRequirements(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Requirement[]> {
  return (await stateOf(ctx, actor, caseId)).requirements;
}

export async function suggestedDocumentsForCase(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<SuggestedDocument[]> {
  return toSuggestedDocuments((await stateOf(ctx, actor, caseId)).requirements);
}

/**
 * The seller links a document to a requirement, or unlinks it (documentId null). Either choice
 * is kept: the model no longer links that requirement by itself, except to documents uploaded
 * after the choice.
 */
export async function linkRequirement(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  requirementId: string,
  link: RequirementLink,
): Promise<Requirement> {
  const state = await ctx.db.transaction().execute(async (trx) => {
    const c = await requireCaseAccess(trx, actor, caseId);
    const now = ctx.now();
    // Seeds the requirements of a case from before the case model, so its ids resolve.
    await refreshCaseModel(trx, c, now, 'read');
    if (!(await repo.findRequirementRow(trx, caseId, requirementId)))
      throw notFound(REQUIREMENT_NOT_FOUND_MESSAGE);
    if (link.documentId !== null) {
      if (!(await isDocumentOfCase(trx, caseId, link.documentId)))
        throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    }
    await repo.updateRequirement(trx, requirementId, {
      satisfiedBy: link.documentId,
      linkMode: 'manual',
      linkedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return refreshCaseModel(trx, c, now, 'event');
  });
  return state.requirements.find((r) => r.id === requirementId)!;
}

export async function listStatusProposals(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<StatusProposal[]> {
  await requireCaseAccess(ctx.db, actor, caseId);
  return (await listPendingProposals(ctx.db, caseId)).map(toStatusProposal);
}

/**
 * The seller adds a requirement of their own (source 'seller'), e.g. a document they know Amazon
 * will want; one the case already has is refused with 409, one a notice withdrew comes back.
 */
export async function addRequirement(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  input: RequirementCreate,
): Promise<Requirement> {
  const kind = documentCatalog.find((k) => k.id === input.catalogId);
  if (!kind)
    throw new AppError('VALIDATION_FAILED', 'Unknown document', {
      fields: { catalogId: 'Unknown document' },
    });
  const state = await ctx.db.transaction().execute(async (trx) => {
    const c = await requireCaseAccess(trx, actor, caseId);
    const now = ctx.now();
    await refreshCaseModel(trx, c, now, 'read');
    const existing = (await repo.listRequirementRows(trx, caseId)).find(
      (r) => r.catalogId === kind.id,
    );
    if (existing && !Number(existing.withdrawn))
      throw conflict(`${kind.name} is already required for this case`);
    await applyRequirementPlan(
      trx,
      caseId,
      existing
        ? {
            add: [],
            change: [
              { id: existing.id, importance: input.importance, source: 'seller', withdrawn: false },
            ],
            added: [],
            withdrawn: [],
          }
        : {
            add: [
              {
                catalogId: kind.id,
                name: kind.name,
                importance: input.importance,
                source: 'seller',
              },
            ],
            change: [],
            added: [],
            withdrawn: [],
          },
      null,
      now.toISOString(),
    );
    return refreshCaseModel(trx, c, now, 'event');
  });
  return state.requirements.find((r) => r.catalogId === kind.id)!;
}
