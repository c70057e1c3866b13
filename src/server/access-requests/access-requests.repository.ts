import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AccessRequestTable } from '../db/schema';

export function findPendingAccessRequestByEmail(db: Db, email: string) {
  return db
    .selectFrom('accessRequests')
    .selectAll()
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertAccessRequest(
  db: Db,
  row: Insertable<AccessRequestTable>,
): Promise<void> {
  await db.insertInto('accessRequests').values(row).execute();
}
