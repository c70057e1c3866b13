import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/transaction-lock';
import { paginate, type PageQuery } from '../db/paginate';
import type { UserTable } from '../db/schema';
import { sessionWrite } from '../credentials/session-cache';

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

/**
 * The password hash and status a new session is granted on, read inside the caller's
 * transaction; on PostgreSQL the row stays locked until it ends, so a password change or a
 * disable in progress is waited for and its result read (SQLite's writers already take turns).
 */
export function lockSignInFacts(db: Db, id: string) {
  const query = db.selectFrom('users').select(['passwordHash', 'status']).where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
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
  await sessionWrite(() => db.updateTable('users').set(changes).where('id', '=', id).execute());
}

/** Newest first, each with the number of cases the user owns; `search` matches e-mail, username or name. */
export function listUserPage(db: Db, search: string | undefined, page: PageQuery) {
  let q = db.selectFrom('users');
  if (search) {
    const term = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('email', 'like', term),
        eb('username', 'like', term),
        eb(eb.fn('lower', ['name']), 'like', term),
      ]),
    );
  }
  return paginate(q, page, (rows) =>
    rows
      .selectAll('users')
      .select((eb) =>
        eb
          .selectFrom('cases')
          .select((s) => s.fn.countAll<number | string>().as('n'))
          .whereRef('cases.ownerId', '=', 'users.id')
          .as('casesCount'),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id'),
  );
}

/** Hands the user's cases to `heirId`, then deletes the user; answers how many cases moved. */
export async function deleteUserKeepingCases(db: Db, id: string, heirId: string): Promise<number> {
  // Held from before the hand-over: a case the user creates meanwhile waits, then finds its owner
  // gone (409), instead of landing after the hand-over and breaking the delete (a 500 on
  // PostgreSQL). SQLite's writers already run one at a time.
  if (isPostgres(db))
    await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
  const moved = await db
    .updateTable('cases')
    .set({ ownerId: heirId })
    .where('ownerId', '=', id)
    .executeTakeFirst();
  await sessionWrite(() => db.deleteFrom('users').where('id', '=', id).execute());
  return Number(moved.numUpdatedRows);
}

export async function findBusinessName(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('users')
    .select('businessName')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.businessName;
}

/** Just who the user is and may act as: id, role and name. */
export function findActor(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Where and how to write to the user, and whether they are still active. */
export function findContact(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['email', 'name', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
