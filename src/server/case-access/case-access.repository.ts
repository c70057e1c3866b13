import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../db/compiled-query-cache';
import type { Db, Transaction } from '../db/database';
import { isPostgres } from '../db/transaction-lock';
import type { Database } from '../db/schema';
import type { CaseActor } from './case-actor';
import type { CaseRow } from './case-row';

const documentsCount = (eb: ExpressionBuilder<Database, 'cases'>) =>
  eb
    .selectFrom('documents')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('documents.caseId', '=', 'cases.id')
    .as('documentsCount');

/** Every case query goes through this scope: sellers reach only their own rows. */
export function scoped<O>(query: SelectQueryBuilder<Database, 'cases', O>, actor: CaseActor) {
  return actor.role === 'admin' ? query : query.where('cases.ownerId', '=', actor.id);
}

// The guard runs on every case request: its two forms are compiled once (db/compiled-query-cache).
const caseById = compiledOnce(
  (db: Db, id: string) =>
    db.selectFrom('cases').selectAll('cases').select(documentsCount).where('cases.id', '=', id),
  ['placeholder-case-id'],
);
const ownCaseById = compiledOnce(
  (db: Db, ownerId: string, id: string) =>
    db
      .selectFrom('cases')
      .selectAll('cases')
      .select(documentsCount)
      .where('cases.ownerId', '=', ownerId)
      .where('cases.id', '=', id),
  ['placeholder-owner-id', 'placeholder-case-id'],
);

export function findCase(db: Db, actor: CaseActor, id: string): Promise<CaseRow | undefined> {
  return actor.role === 'admin' ? caseById(db, id) : ownCaseById(db, actor.id, id);
}

/** Something on the case changed (a communication, a document): its last-activity time moves. */
export async function touchCase(db: Db, id: string, updatedAt: string): Promise<void> {
  await db.updateTable('cases').set({ updatedAt }).where('id', '=', id).execute();
}

/**
 * As findCase, and the row stays locked until the transaction ends, so writes to one case take
 * turns and a case deleted meanwhile is seen as deleted. One query: the lock is taken by the
 * read itself. SQLite needs no lock: its write transactions already run one at a time.
 */
export function findCaseForUpdate(
  trx: Transaction,
  actor: CaseActor,
  id: string,
): Promise<CaseRow | undefined> {
  if (!isPostgres(trx)) return findCase(trx, actor, id);
  return scoped(
    trx.selectFrom('cases').selectAll('cases').select(documentsCount).where('cases.id', '=', id),
    actor,
  )
    .forUpdate(['cases'])
    .executeTakeFirst() as Promise<CaseRow | undefined>;
}
