import { sql } from 'kysely';
import { closedOutStatuses } from '../../domain/case-status';
import type { Db } from '../db/database';

const count = (row: { n: number | string }) => Number(row.n);

/** The names of the migrations the database has applied; throws when it does not answer. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return applied.rows.map((r) => r.name);
}

/** The admin overview's figures; API requests are counted from the day `sinceDay` on. */
export async function overviewCounts(db: Db, sinceDay: string) {
  const [users, cases, requests, pending] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', 'not in', [...closedOutStatuses])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('apiRequestDays')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), sql<number>`0`).as('n'))
      .where('day', '>=', sinceDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('accessRequests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalUsers: count(users),
    activeCases: count(cases),
    apiRequests: count(requests),
    pendingAccessRequests: count(pending),
  };
}

/** Adds to the day's API request count, creating the day's row on its first requests. */
export async function addApiRequests(db: Db, day: string, count: number): Promise<void> {
  await db
    .insertInto('apiRequestDays')
    .values({ day, count })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ count: sql`api_request_days.count + ${count}` }),
    )
    .execute();
}
