import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, InboundMailTable } from '../db/schema';

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
 * In the Inbox: status 'inbox', or claimed by an accept ('accepting') before `staleBefore`. An
 * accept whose process died (a crash, a deploy) never moves its item on; without an expiry the
 * notice would stay hidden for good. A claim from before its time was recorded counts as stale.
 */
export function inInbox(staleBefore: string) {
  return (eb: ExpressionBuilder<Database, 'inboundMail'>) =>
    eb.or([
      eb('inboundMail.status', '=', 'inbox'),
      eb.and([
        eb('inboundMail.status', '=', 'accepting'),
        eb.or([
          eb('inboundMail.claimedAt', 'is', null),
          eb('inboundMail.claimedAt', '<', staleBefore),
        ]),
      ]),
    ]);
}

/**
 * Changes the user's item only while it is still in the Inbox (see inInbox), in one statement;
 * false when another request moved or claimed it first (or it is not theirs). Of two requests
 * taking over the same stale claim, the first one's update makes it fresh, so the other's fails.
 */
export async function moveFromInbox(
  db: Db,
  id: string,
  userId: string,
  staleBefore: string,
  changes: Updateable<InboundMailTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('inboundMail')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where(inInbox(staleBefore))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listInboxOfUser(db: Db, userId: string, staleBefore: string) {
  return db
    .selectFrom('inboundMail')
    .select(['id', 'receivedAt', 'subject', 'fromAddress', 'analysis', 'suggestedCaseId'])
    .where('userId', '=', userId)
    .where(inInbox(staleBefore))
    .orderBy('receivedAt', 'desc')
    .limit(200)
    .execute();
}

export async function countInboxOfUser(
  db: Db,
  userId: string,
  staleBefore: string,
): Promise<number> {
  const row = await db
    .selectFrom('inboundMail')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where(inInbox(staleBefore))
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
