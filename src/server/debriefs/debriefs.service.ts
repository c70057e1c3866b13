import { randomUUID } from 'node:crypto';
import {
  debriefSchema,
  DEBRIEF_NOT_READY_MESSAGE,
  NO_DEBRIEF_MESSAGE,
  type Debrief,
} from '../../domain/debrief';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { toCase } from '../case-access/case-row';
import { listCommunicationsOfCase } from '../communications/case-communications';
import { listDocumentsOfCase } from '../documents/case-documents';
import { conflict, notFound } from '../http/app-error';
import { buildDebrief } from './build-debrief';
import { draftDebriefWithDefaultProvider } from './debrief-llm';
import * as repo from './debriefs.repository';

export async function getDebrief(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Debrief> {
  await requireCaseAccess(ctx.db, actor, caseId);
  const row = await repo.findDebriefOfCase(ctx.db, caseId);
  if (!row) throw notFound(NO_DEBRIEF_MESSAGE);
  return debriefSchema.parse({
    ...JSON.parse(row.content),
    id: row.id,
    caseId,
    createdAt: row.createdAt,
  });
}

/** The seller's averages over their other resolved cases, to set this one in context. */
async function sellerAverages(ctx: AppContext, ownerId: string, excludeCaseId: string) {
  const row = await repo.resolvedCaseAverages(ctx.db, ctx.dialect, ownerId, excludeCaseId);
  const n = Number(row.n);
  return {
    averageResolutionDays: n && row.avgDays !== null ? Number(row.avgDays) : null,
    averageDocuments: n && row.avgDocs !== null ? Number(row.avgDocs) : null,
    resolvedCases: n,
  };
}

/** Builds (or rebuilds) the debrief of an Approved or Closed case from its real history. */
export async function generateDebrief(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Debrief> {
  const row = await requireCaseAccess(ctx.db, actor, caseId);
  if (row.status !== 'Approved' && row.status !== 'Closed')
    throw conflict(DEBRIEF_NOT_READY_MESSAGE);
  const [documents, communications, seller] = await Promise.all([
    listDocumentsOfCase(ctx.db, caseId),
    listCommunicationsOfCase(ctx.db, caseId),
    sellerAverages(ctx, row.ownerId, caseId),
  ]);
  const c = toCase(row);
  const content = await draftDebriefWithDefaultProvider(
    ctx,
    c,
    buildDebrief({ case: { ...c, outcome: row.outcome }, documents, communications, seller }),
  );
  const createdAt = ctx.now().toISOString();
  const id = randomUUID();
  await repo.replaceDebrief(ctx.db, { id, caseId, createdAt, content: JSON.stringify(content) });
  return { ...content, id, caseId, createdAt };
}
