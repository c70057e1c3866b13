import { closedOutStatuses } from '../../domain/case-status';
import type { Db } from '../db/database';

/** Cases that wait for the seller (not with Amazon, not decided) due on or before `horizon`. */
export function listCasesDueBy(db: Db, horizon: string) {
  return db
    .selectFrom('cases')
    .select(['id', 'ownerId', 'title', 'dueDate'])
    .where('status', 'not in', [...closedOutStatuses, 'Submitted to Amazon'])
    .where('dueDate', 'is not', null)
    .where('dueDate', '<=', horizon)
    .execute();
}

export function listSubmittedCases(db: Db) {
  return db
    .selectFrom('cases')
    .select(['id', 'ownerId', 'title', 'updatedAt'])
    .where('status', '=', 'Submitted to Amazon')
    .execute();
}

/** When the case last changed status to 'Submitted to Amazon', from its System entries. */
export async function submittedAtOf(db: Db, caseId: string): Promise<string | undefined> {
  const entry = await db
    .selectFrom('communications')
    .select('timestamp')
    .where('caseId', '=', caseId)
    .where('type', '=', 'System')
    .where('content', 'like', '%to Submitted to Amazon%')
    .orderBy('timestamp', 'desc')
    .executeTakeFirst();
  return entry?.timestamp;
}

export async function hasAmazonEmailAfter(db: Db, caseId: string, after: string): Promise<boolean> {
  const row = await db
    .selectFrom('communications')
    .select('id')
    .where('caseId', '=', caseId)
    .where('type', '=', 'Amazon Email')
    .where('timestamp', '>', after)
    .executeTakeFirst();
  return row !== undefined;
}
