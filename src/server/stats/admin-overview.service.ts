import type { AdminOverview } from '../../domain/admin-user';
import type { AppContext } from '../app-context';
import { latestMigration } from '../db/migrate';
import { appliedMigrationNames, overviewCounts } from './admin-overview.repository';

/** 'Active' when the database answers and its migrations are current; otherwise what is wrong. */
async function systemStatus(ctx: AppContext): Promise<string> {
  try {
    const names = (await appliedMigrationNames(ctx.db)).sort();
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
  const [counts, status] = await Promise.all([overviewCounts(ctx.db, since), systemStatus(ctx)]);
  return {
    totalUsers: counts.totalUsers,
    activeCases: counts.activeCases,
    apiRequests: counts.apiRequests,
    systemStatus: status,
    pendingAccessRequests: counts.pendingAccessRequests,
  };
}
