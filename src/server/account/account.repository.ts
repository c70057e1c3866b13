import type { Db } from '../db/database';
import { sessionWrite } from '../credentials/session-cache';

export async function findProfile(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email', 'username', 'businessName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...row, businessName: row.businessName ?? null };
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: { name: string; businessName: string | null; updatedAt: string },
): Promise<void> {
  await sessionWrite(() => db.updateTable('users').set(changes).where('id', '=', userId).execute());
}

/** What a password change checks the request against. */
export function findPasswordCheck(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['passwordHash', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
