import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Adds one to the (subject, window) counter in a single INSERT … ON CONFLICT DO UPDATE …
 * RETURNING, restarting it at `nowIso` when it started at or before `expiredIso`. One statement,
 * so concurrent requests (several app processes, PostgreSQL's READ COMMITTED) can neither lose
 * an increment nor collide on the primary key.
 */
export function incrementCounter(
  db: Db,
  key: { subject: string; window: string },
  nowIso: string,
  expiredIso: string,
) {
  return db
    .insertInto('rateCounters')
    .values({ subject: key.subject, window: key.window, startedAt: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.columns(['subject', 'window']).doUpdateSet({
        count: sql<number>`case when rate_counters.started_at <= ${expiredIso} then 1 else rate_counters.count + 1 end`,
        startedAt: sql<string>`case when rate_counters.started_at <= ${expiredIso} then ${nowIso} else rate_counters.started_at end`,
      }),
    )
    .returning(['count', 'startedAt'])
    .executeTakeFirstOrThrow();
}

/** Takes one off the counter of that window, if it is still the same window and above zero. */
export async function decrementCounter(
  db: Db,
  key: { subject: string; window: string; startedAt: string },
): Promise<void> {
  await db
    .updateTable('rateCounters')
    .set({ count: sql<number>`count - 1` })
    .where('subject', '=', key.subject)
    .where('window', '=', key.window)
    .where('startedAt', '=', key.startedAt)
    .where('count', '>', 0)
    .execute();
}

export async function deleteCounters(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('rateCounters').where('subject', '=', subject).execute();
}
