import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { NotificationKind } from '../../domain/notification';
import type { NotificationTable, ReminderDeliveryTable } from '../db/schema';

/** Inserts the once-key; false when another process or an earlier scan already holds it. */
export async function claimReminderDelivery(
  db: Db,
  row: Insertable<ReminderDeliveryTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('reminderDeliveries')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertNotification(
  db: Db,
  row: Insertable<NotificationTable>,
): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** The user's 50 newest notifications and how many of all theirs are unread. */
export async function listNotificationsOfUser(db: Db, userId: string) {
  const [items, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'caseId', 'message', 'createdAt', 'readAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .where('readAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, unread: Number(unread.n) };
}

/** Marks those of the ids that are the user's and still unread. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[],
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: nowIso })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .where('readAt', 'is', null)
    .execute();
}

export function listPreferenceRows(db: Db, userId: string) {
  return db
    .selectFrom('notificationPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
}

export function findPreferenceRow(db: Db, userId: string, kind: NotificationKind) {
  return db
    .selectFrom('notificationPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function upsertPreference(
  db: Db,
  row: { userId: string; kind: NotificationKind; inApp: 0 | 1; email: 0 | 1 },
): Promise<void> {
  await db
    .insertInto('notificationPreferences')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['userId', 'kind']).doUpdateSet({ inApp: row.inApp, email: row.email }),
    )
    .execute();
}

/** When the reminder with this once-key was e-mailed, or null/undefined when not (yet). */
export async function reminderEmailedAt(db: Db, key: string) {
  const row = await db
    .selectFrom('reminderDeliveries')
    .select('emailedAt')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.emailedAt;
}

export async function markReminderEmailed(db: Db, key: string, nowIso: string): Promise<void> {
  await db
    .updateTable('reminderDeliveries')
    .set({ emailedAt: nowIso })
    .where('key', '=', key)
    .execute();
}
