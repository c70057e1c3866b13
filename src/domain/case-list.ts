import { z } from 'zod';
import { caseSchema, caseTypes } from './case';
import { caseStatuses } from './case-status';

export const dateRanges = ['all', 'today', 'week', 'month', '3months'] as const;
export type DateRange = (typeof dateRanges)[number];
export const dateRangeLabels: Record<DateRange, string> = {
  all: 'All Time',
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  '3months': 'Last 3 Months',
};

export const caseSorts = ['newest', 'oldest', 'updated', 'probability'] as const;
export type CaseSort = (typeof caseSorts)[number];
export const caseSortLabels: Record<CaseSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  updated: 'Recently Updated',
  probability: 'Highest Probability',
};

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** A case is urgent when open and its response deadline is this close, or past. */
export const URGENT_WITHIN_DAYS = 3;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const caseListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(caseStatuses).optional()),
  caseType: z.preprocess(emptyToUndefined, z.enum(caseTypes).optional()),
  dateRange: z.preprocess(emptyToUndefined, z.enum(dateRanges).default('all')),
  sort: z.preprocess(emptyToUndefined, z.enum(caseSorts).default('newest')),
  urgent: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value),
    z.boolean().optional(),
  ),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseListResponseSchema = z.object({
  items: z.array(caseSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

/** The UTC instant a date-range filter starts at, or null for All Time. */
export function dateRangeStart(range: DateRange, now: Date): Date | null {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  switch (range) {
    case 'all':
      return null;
    case 'today':
      return startOfDay;
    case 'week':
      // US convention: the week starts on Sunday.
      return new Date(startOfDay.getTime() - startOfDay.getUTCDay() * 86_400_000);
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case '3months':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, now.getUTCDate()));
  }
}
