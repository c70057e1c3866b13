import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';

export function findDebriefOfCase(db: Db, caseId: string) {
  return db.selectFrom('debriefs').selectAll().where('caseId', '=', caseId).executeTakeFirst();
}

/**
 * A case has one debrief: a new one replaces the last. One upsert, so two generations racing
 * each other both succeed (the later one stays) instead of one hitting the unique case_id.
 */
export async function replaceDebrief(
  db: Db,
  row: { id: string; caseId: string; createdAt: string; content: string },
): Promise<void> {
  await db
    .insertInto('debriefs')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('caseId')
        .doUpdateSet({ id: row.id, createdAt: row.createdAt, content: row.content }),
    )
    .execute();
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
