import { closedOutStatuses } from '../../domain/case-status';
import type { Db, Transaction } from '../db/database';

export async function findFeedToken(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('calendarFeeds')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.token ?? null;
}

/** A user has one feed: the new token replaces the old one. */
export async function replaceFeedToken(
  trx: Transaction,
  row: { userId: string; token: string; createdAt: string },
): Promise<void> {
  await trx.deleteFrom('calendarFeeds').where('userId', '=', row.userId).execute();
  await trx.insertInto('calendarFeeds').values(row).execute();
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
