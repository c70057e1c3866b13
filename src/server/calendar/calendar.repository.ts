import { closedOutStatuses } from '../../domain/case-status';
import type { Db } from '../db/database';

export async function findFeedToken(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('calendarFeeds')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.token ?? null;
}

/**
 * A user has one feed: the new token replaces the old one. One upsert, so two replacements
 * racing each other both succeed (the later token stays) instead of one hitting the key.
 */
export async function replaceFeedToken(
  db: Db,
  row: { userId: string; token: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ token: row.token, createdAt: row.createdAt }),
    )
    .execute();
}

export async function deleteFeedToken(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
}

/** The user behind a feed token, with their account status. */
export function findFeedOwner(db: Db, token: string) {
  return db
    .selectFrom('calendarFeeds')
    .innerJoin('users', 'users.id', 'calendarFeeds.userId')
    .select(['users.id', 'users.status'])
    .where('calendarFeeds.token', '=', token)
    .executeTakeFirst();
}

/** The owner's open cases that have a response deadline, soonest first. */
export function listOpenCasesWithDeadline(db: Db, ownerId: string) {
  return db
    .selectFrom('cases')
    .select(['id', 'title', 'caseType', 'status', 'asin', 'dueDate'])
    .where('ownerId', '=', ownerId)
    .where('dueDate', 'is not', null)
    .where('status', 'not in', [...closedOutStatuses])
    .orderBy('dueDate')
    .execute();
}
