import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { UserTable } from '../db/schema';

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails and usernames are stored lower-cased, so one lookup serves both on every dialect. */
export function findUserByEmailOrUsername(db: Db, emailOrUsername: string) {
  const key = emailOrUsername.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', key), eb('username', '=', key)]))
    .executeTakeFirst();
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: Db, user: Insertable<UserTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Updateable<UserTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
