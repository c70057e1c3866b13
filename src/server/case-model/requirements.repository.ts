import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { CaseRequirementTable } from '../db/schema';

export type RequirementRow = Selectable<CaseRequirementTable>;

export async function listRequirementRows(db: Db, caseId: string): Promise<RequirementRow[]> {
  return db
    .selectFrom('caseRequirements')
    .selectAll()
    .where('caseId', '=', caseId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findRequirementRow(
  db: Db,
  caseId: string,
  id: string,
): Promise<RequirementRow | undefined> {
  return db
    .selectFrom('caseRequirements')
    .selectAll()
    .where('caseId', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRequirements(
  db: Db,
  rows: Insertable<CaseRequirementTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('caseRequirements').values(rows).execute();
}

export async function updateRequirement(
  db: Db,
  id: string,
  changes: Updateable<CaseRequirementTable>,
): Promise<void> {
  await db.updateTable('caseRequirements').set(changes).where('id', '=', id).execute();
}
