import { sql } from 'kysely';
import { caseTypes } from '../../domain/case';
import { caseStatuses, closedOutStatuses, resolvedStatuses } from '../../domain/case-status';
import type { DashboardStats } from '../../domain/dashboard-stats';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../cases/case-actor';

/** Dashboard figures for what the actor can see: a seller's own cases, or all for an admin. */
export async function dashboardStats(ctx: AppContext, actor: CaseActor): Promise<DashboardStats> {
  const base = ctx.db
    .selectFrom('cases')
    .$if(actor.role !== 'admin', (q) => q.where('ownerId', '=', actor.id));

  // Days between two ISO text timestamps, in each dialect's own date arithmetic.
  const resolutionDays =
    ctx.dialect === 'postgres'
      ? sql<number>`extract(epoch from (resolved_at::timestamptz - created_at::timestamptz)) / 86400.0`
      : sql<number>`julianday(resolved_at) - julianday(created_at)`;

  const [byStatusAndType, resolution] = await Promise.all([
    base
      .select(['status', 'caseType', 'outcome', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['status', 'caseType', 'outcome'])
      .execute(),
    base
      .select(sql<number | string | null>`avg(${resolutionDays})`.as('avgDays'))
      .where('resolvedAt', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);

  const statuses = Object.fromEntries(caseStatuses.map((s) => [s, 0])) as Record<string, number>;
  const types = Object.fromEntries(caseTypes.map((t) => [t, 0])) as Record<string, number>;
  let total = 0;
  let approved = 0;
  let withOutcome = 0;
  for (const row of byStatusAndType) {
    const n = Number(row.n);
    total += n;
    statuses[row.status] = (statuses[row.status] ?? 0) + n;
    types[row.caseType] = (types[row.caseType] ?? 0) + n;
    if (row.outcome) withOutcome += n;
    if (row.outcome === 'Approved') approved += n;
  }
  const count = (list: readonly string[]) => list.reduce((sum, s) => sum + (statuses[s] ?? 0), 0);

  return {
    totalCases: total,
    openCases: total - count(closedOutStatuses),
    resolvedCases: count(resolvedStatuses),
    successRate: withOutcome === 0 ? 0 : approved / withOutcome,
    averageDaysToResolution:
      resolution.avgDays === null ? 0 : Math.max(0, Number(resolution.avgDays)),
    caseTypes: types,
    statuses,
  };
}
