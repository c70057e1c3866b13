import { caseTypes } from '../../domain/case';
import { caseStatuses, closedOutStatuses, resolvedStatuses } from '../../domain/case-status';
import type { DashboardStats } from '../../domain/dashboard-stats';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { caseCountsByStatusAndType } from './stats.repository';

/** Dashboard figures for what the actor can see: a seller's own cases, or all for an admin. */
export async function dashboardStats(ctx: AppContext, actor: CaseActor): Promise<DashboardStats> {
  const byStatusAndType = await caseCountsByStatusAndType(ctx.db, actor);

  const statuses = Object.fromEntries(caseStatuses.map((s) => [s, 0])) as Record<string, number>;
  const types = Object.fromEntries(caseTypes.map((t) => [t, 0])) as Record<string, number>;
  let total = 0;
  let approved = 0;
  let withOutcome = 0;
  let resolvedN = 0;
  let resolutionDays = 0;
  for (const row of byStatusAndType) {
    const n = Number(row.n);
    resolvedN += Number(row.resolvedN);
    resolutionDays += Number(row.resolutionDays);
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
    averageDaysToResolution: resolvedN === 0 ? 0 : Math.max(0, resolutionDays / resolvedN),
    caseTypes: types,
    statuses,
  };
}
