import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { InboundMailStatus, InboundMailTable } from '../db/schema';

export type InboundMailRow = Selectable<InboundMailTable>;

export async function findInboundMail(db: Db, id: string): Promise<InboundMailRow | undefined> {
  return db.selectFrom('inboundMail').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateInboundMail(
  db: Db,
  id: string,
  changes: Updateable<InboundMailTable>,
): Promise<void> {
  await db.updateTable('inboundMail').set(changes).where('id', '=', id).execute();
}

/**
 * Changes the user's item only while it is still in status `from`, in one statement; false when
 * another request moved it first (or it is not theirs).
 */
export async function moveInboundMail(
  db: Db,
  id: string,
  userId: string,
  from: InboundMailStatus,
  changes: Updateable<InboundMailTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('inboundMail')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listInboxOfUser(db: Db, userId: string) {
  return db
    .selectFrom('inboundMail')
    .select(['id', 'receivedAt', 'subject', 'fromAddress', 'analysis', 'suggestedCaseId'])
    .where('userId', '=', userId)
    .where('status', '=', 'inbox')
    .orderBy('receivedAt', 'desc')
    .limit(200)
    .execute();
}

export async function countInboxOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('inboundMail')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'inbox')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findInboundMailBySourceKey(db: Db, sourceKey: string) {
  return db
    .selectFrom('inboundMail')
    .select('id')
    .where('sourceKey', '=', sourceKey)
    .executeTakeFirst();
}

export async function insertInboundMail(db: Db, row: Insertable<InboundMailTable>): Promise<void> {
  await db.insertInto('inboundMail').values(row).execute();
}
