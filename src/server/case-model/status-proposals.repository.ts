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

/** A newer proposal replaces any still waiting: only Amazon's latest word is offered. */
export async function insertProposal(
  db: Db,
  row: Insertable<StatusProposalTable> & { createdAt: string },
): Promise<void> {
  await db
    .updateTable('statusProposals')
    .set({ state: 'superseded', resolvedAt: row.createdAt })
    .where('caseId', '=', row.caseId)
    .where('state', '=', 'pending')
    .execute();
  await db.insertInto('statusProposals').values(row).execute();
}

/** Settles the proposals still waiting that point anywhere but `status` (a newer notice's word). */
export async function supersedeProposalsOtherThan(
  db: Db,
  caseId: string,
  status: StatusProposalRow['toStatus'],
  at: string,
): Promise<void> {
  await db
    .updateTable('statusProposals')
    .set({ state: 'superseded', resolvedAt: at })
    .where('caseId', '=', caseId)
    .where('state', '=', 'pending')
    .where('toStatus', '!=', status)
    .execute();
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
  await db
    .updateTable('statusProposals')
    .set({ state: 'accepted', resolvedAt: at })
    .where('caseId', '=', caseId)
    .where('toStatus', '=', status)
    .where('state', '=', 'pending')
    .execute();
}
