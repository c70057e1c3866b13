import type { Insertable, Selectable } from 'kysely';
import type { StatusProposal } from '../../domain/status-proposal';
import type { Db } from '../db/database';
import type { StatusProposalTable } from '../db/schema';

export type StatusProposalRow = Selectable<StatusProposalTable>;

export function toStatusProposal(row: StatusProposalRow): StatusProposal {
  return {
    id: row.id,
    caseId: row.caseId,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

export async function listPendingProposals(db: Db, caseId: string): Promise<StatusProposalRow[]> {
  return db
    .selectFrom('statusProposals')
    .selectAll()
    .where('caseId', '=', caseId)
    .where('state', '=', 'pending')
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function findProposal(
  db: Db,
  caseId: string,
  id: string,
): Promise<StatusProposalRow | undefined> {
  return db
    .selectFrom('statusProposals')
    .selectAll()
    .where('caseId', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Settles the case's waiting proposals: all of them, or those pointing to (or away from) a status. */
async function settlePending(
  db: Db,
  caseId: string,
  state: 'superseded' | 'accepted',
  at: string,
  toStatus: { is?: StatusProposalRow['toStatus']; isNot?: StatusProposalRow['toStatus'] } = {},
): Promise<void> {
  let query = db
    .updateTable('statusProposals')
    .set({ state, resolvedAt: at })
    .where('caseId', '=', caseId)
    .where('state', '=', 'pending');
  if (toStatus.is) query = query.where('toStatus', '=', toStatus.is);
  if (toStatus.isNot) query = query.where('toStatus', '!=', toStatus.isNot);
  await query.execute();
}

/** A newer proposal replaces any still waiting: only Amazon's latest word is offered. */
export async function insertProposal(
  db: Db,
  row: Insertable<StatusProposalTable> & { createdAt: string },
): Promise<void> {
  await settlePending(db, row.caseId, 'superseded', row.createdAt);
  await db.insertInto('statusProposals').values(row).execute();
}

/** Settles the proposals still waiting that point anywhere but `status` (a newer notice's word). */
export async function supersedeProposalsOtherThan(
  db: Db,
  caseId: string,
  status: StatusProposalRow['toStatus'],
  at: string,
): Promise<void> {
  await settlePending(db, caseId, 'superseded', at, { isNot: status });
}

export async function resolveProposal(
  db: Db,
  id: string,
  state: 'accepted' | 'dismissed',
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('statusProposals')
    .set({ state, resolvedAt: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A status change made by hand to what a notice proposed settles that proposal. */
export async function acceptProposalsTo(
  db: Db,
  caseId: string,
  status: StatusProposalRow['toStatus'],
  at: string,
): Promise<void> {
  await settlePending(db, caseId, 'accepted', at, { is: status });
}
