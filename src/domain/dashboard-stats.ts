import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  totalCases: z.number(),
  openCases: z.number(),
  resolvedCases: z.number(),
  /** Approved ÷ cases that have had an outcome (Approved or Rejected); 0..1. */
  successRate: z.number(),
  averageDaysToResolution: z.number(),
  caseTypes: z.record(z.string(), z.number()),
  statuses: z.record(z.string(), z.number()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export { RESOLUTION_SCALE_DAYS } from './dashboard-scale';
