import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { CaseTable } from '../db/schema';

export async function insertCase(db: Db, row: Insertable<CaseTable>): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

export async function updateCase(
  db: Db,
  id: string,
  changes: Updateable<CaseTable>,
): Promise<void> {
  await db.updateTable('cases').set(changes).where('id', '=', id).execute();
}

export async function deleteCase(db: Db, id: string): Promise<void> {
  await db.deleteFrom('cases').where('id', '=', id).execute();
}
