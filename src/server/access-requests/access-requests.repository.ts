import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { paginate, type PageQuery } from '../db/paginate';
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

export function findAccessRequest(db: Db, id: string) {
  return db.selectFrom('accessRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAccessRequestPage(
  db: Db,
  status: AccessRequestTable['status'] | undefined,
  page: PageQuery,
) {
  let q = db.selectFrom('accessRequests');
  if (status) q = q.where('status', '=', status);
  return paginate(q, page, (rows) => rows.selectAll().orderBy('createdAt', 'desc').orderBy('id'));
}

/** Records the review of a pending request and answers the reviewed row; undefined when it is not pending. */
export async function reviewAccessRequest(
  db: Db,
  id: string,
  review: Updateable<AccessRequestTable>,
) {
  const result = await db
    .updateTable('accessRequests')
    .set(review)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return db.selectFrom('accessRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
