import { sql } from 'kysely';
import type { Db, Dialect, Transaction } from '../db/database';

export function findDebriefOfCase(db: Db, caseId: string) {
  return db.selectFrom('debriefs').selectAll().where('caseId', '=', caseId).executeTakeFirst();
}

/** A case has one debrief: a new one replaces the last, inside the caller's transaction. */
export async function replaceDebrief(
  trx: Transaction,
  row: { id: string; caseId: string; createdAt: string; content: string },
): Promise<void> {
  await trx.deleteFrom('debriefs').where('caseId', '=', row.caseId).execute();
  await trx.insertInto('debriefs').values(row).execute();
}

/** Over the owner's other resolved cases: days to resolve and documents, on average. */
export async function resolvedCaseAverages(
  db: Db,
  dialect: Dialect,
  ownerId: string,
  excludeCaseId: string,
) {
  const days =
    dialect === 'postgres'
      ? sql<number>`extract(epoch from (resolved_at::timestamptz - created_at::timestamptz)) / 86400.0`
      : sql<number>`julianday(resolved_at) - julianday(created_at)`;
  return db
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
}
