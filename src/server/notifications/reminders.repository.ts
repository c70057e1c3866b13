import { sql } from 'kysely';
import { closedOutStatuses } from '../../domain/case-status';
import { urgentStatuses } from '../../domain/case-list';
import type { Db } from '../db/database';

/** How many cases one step of a reminder scan reads; the scan yields to requests between steps. */
export const REMINDER_BATCH = 200;

/** Where a scan of due cases stopped: the deadline key and id of the last case read. */
export type DueCursor = { dueKey: string; id: string };

/** As the partial index cases_urgent_idx has it (migration 2026-11-23-50-case-counters). */
const dueKey = sql<string>`coalesce(cases.due_date, '9999-12-31')`;
const urgentPredicate = sql<boolean>`cases.status in (${sql.join(
  urgentStatuses.map((status) => sql.lit(status)),
)})`;

/**
 * Cases that wait for the seller (not with Amazon, not decided) due on or before `horizon`, after
 * `cursor` in deadline order. They are read through the urgent view's partial index, whose
 * statuses are these plus Rejected. An overdue case whose overdue reminder went out is left out:
 * its key can no longer change, so a scan reads only the cases that may still need one, not every
 * case that was ever late.
 */
export function listCasesDueBy(db: Db, horizon: string, today: string, cursor: DueCursor | null) {
  return db
    .selectFrom('cases')
    .select(['id', 'ownerId', 'title', 'dueDate', dueKey.as('dueKey')])
    .where(urgentPredicate)
    .where('status', 'not in', [...closedOutStatuses, 'Submitted to Amazon'])
    .where(sql<boolean>`${dueKey} <= ${horizon}`)
    .$if(cursor !== null, (q) =>
      q.where(sql<boolean>`(${dueKey}, cases.id) > (${cursor!.dueKey}, ${cursor!.id})`),
    )
    .where(({ not, exists, selectFrom, and, eb }) =>
      not(
        and([
          eb('dueDate', '<', today),
          exists(
            selectFrom('reminderDeliveries')
              .select('key')
              .where('key', '=', sql<string>`cases.id || ':overdue:' || cases.due_date`),
          ),
        ]),
      ),
    )
    .orderBy(dueKey)
    .orderBy('id')
    .limit(REMINDER_BATCH)
    .execute();
}

/**
 * Cases with Amazon, in id order after `afterId`, leaving out those whose follow-up reminder went
 * out after their last change (a resubmission changes the case, and earns a new reminder).
 */
export function listSubmittedCases(db: Db, afterId: string) {
  return db
    .selectFrom('cases')
    .select(['id', 'ownerId', 'title', 'updatedAt'])
    .where('status', '=', 'Submitted to Amazon')
    .where('id', '>', afterId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminderDeliveries')
            .select('key')
            .whereRef('reminderDeliveries.caseId', '=', 'cases.id')
            .where('reminderDeliveries.kind', '=', 'follow-up-due')
            .whereRef('reminderDeliveries.createdAt', '>=', 'cases.updatedAt'),
        ),
      ),
    )
    .orderBy('id')
    .limit(REMINDER_BATCH)
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
