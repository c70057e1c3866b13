import { sql } from 'kysely';
import type { AdminOverview } from '../../domain/admin-user';
import { closedOutStatuses } from '../../domain/case-status';
import type { AppContext } from '../app-context';
import { latestMigration } from '../db/migrate';

const count = (row: { n: number | string }) => Number(row.n);

/** 'Active' when the database answers and its migrations are current; otherwise what is wrong. */
async function systemStatus(ctx: AppContext): Promise<string> {
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db);
    const names = applied.rows.map((r) => r.name).sort();
    if (latestMigration && !names.includes(latestMigration)) {
      return `Degraded: database migration ${latestMigration} not applied (latest is ${names.at(-1) ?? 'none'})`;
    }
    return 'Active';
  } catch {
    return 'Down: the database is not answering';
  }
}

export async function adminOverview(ctx: AppContext): Promise<AdminOverview> {
  const since = new Date(ctx.now().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const [users, cases, requests, pending, status] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', 'not in', [...closedOutStatuses])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('apiRequestDays')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), sql<number>`0`).as('n'))
      .where('day', '>=', since)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('accessRequests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    systemStatus(ctx),
  ]);
  return {
    totalUsers: count(users),
    activeCases: count(cases),
    apiRequests: count(requests),
    systemStatus: status,
    pendingAccessRequests: count(pending),
  };
}
