import type { Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { UserTable } from '../db/schema';
import type { PageQuery } from '../db/paginate';
import * as repo from './users.repository';

// How user administration (src/server/user-admin) changes accounts; the repository stays this
// feature's own.

export function updateUser(db: Db, id: string, changes: Updateable<UserTable>) {
  return repo.updateUser(db, id, changes);
}

export function listUserPage(db: Db, search: string | undefined, page: PageQuery) {
  return repo.listUserPage(db, search, page);
}

/** Deletes an account, handing its cases to `heirId`; answers how many cases moved. */
export function deleteUserKeepingCases(db: Db, id: string, heirId: string): Promise<number> {
  return repo.deleteUserKeepingCases(db, id, heirId);
}
