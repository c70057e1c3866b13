import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import {
  debriefSchema,
  DEBRIEF_NOT_READY_MESSAGE,
  NO_DEBRIEF_MESSAGE,
  type Debrief,
} from '../../domain/debrief';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../cases/case-actor';
import { toCase } from '../cases/cases.mapper';
import { findCase } from '../cases/cases.repository';
import { listCommunicationsOfCase } from '../communications/communications.repository';
import { listDocumentsOfCase } from '../documents/documents.repository';
import { conflict, notFound } from '../http/app-error';
import { buildDebrief } from './build-debrief';
import { draftDebriefWithDefaultProvider } from './debrief-llm';

async function requireCaseRow(ctx: AppContext, actor: CaseActor, caseId: string) {
  const row = await findCase(ctx.db, actor, caseId);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return row;
}

export async function getDebrief(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Debrief> {
  await requireCaseRow(ctx, actor, caseId);
  const row = await ctx.db
    .selectFrom('debriefs')
    .selectAll()
    .where('caseId', '=', caseId)
    .executeTakeFirst();
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
  const days =
    ctx.dialect === 'postgres'
      ? sql<number>`extract(epoch from (resolved_at::timestamptz - created_at::timestamptz)) / 86400.0`
      : sql<number>`julianday(resolved_at) - julianday(created_at)`;
  const row = await ctx.db
    .selectFrom('cases')
    .select([
      sql<number | string | null>`avg(${days})`.as('avgDays'),
      sql<
        number | string | null
      >`avg((select count(*) from documents d where d.case_id = cases.id))`.as('avgDocs'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('ownerId', '=', ownerId)
    .where('id', '!=', excludeCaseId)
    .where('resolvedAt', 'is not', null)
    .executeTakeFirstOrThrow();
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
  const row = await requireCaseRow(ctx, actor, caseId);
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('debriefs').where('caseId', '=', caseId).execute();
    await trx
      .insertInto('debriefs')
      .values({ id, caseId, createdAt, content: JSON.stringify(content) })
      .execute();
  });
  return { ...content, id, caseId, createdAt };
}
