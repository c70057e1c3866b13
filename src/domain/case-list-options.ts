// Filters, sorts and limits of the case list without its zod schemas (case-list.ts), so the
// case list screen does not pull the validator into the browser.
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
/**
 * The urgent view: open cases whose next move is the seller's (not with Amazon, not resolved)
 * with a response deadline within URGENT_WITHIN_DAYS or past, overdue ones first.
 */
export const urgentStatuses = ['New', 'In Progress', 'Documentation Needed', 'Rejected'] as const;
/** Trigrams index substrings of 3 characters or more; shorter terms would read every case. */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_LENGTH} characters to search`;
/** Page numbers without a cursor reach this far; past it, follow nextCursor. */
export const MAX_OFFSET = 10_000;

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
