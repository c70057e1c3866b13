import { caseTypes, type CaseType } from '../../../domain/case-type';
import {
  caseSorts,
  dateRanges,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MIN_SEARCH_LENGTH,
  type CaseSort,
  type DateRange,
} from '../../../domain/case-list-options';
import { caseStatuses, type CaseStatus } from '../../../domain/case-status';
import type { CaseListParams } from '../../api/cases-list';

/** The case list's filters, as read from the URL (the single source of truth, issue 3.3). */
export interface CaseFilters {
  search: string;
  status: CaseStatus | null;
  caseType: CaseType | null;
  dateRange: DateRange;
  sort: CaseSort;
  urgent: boolean;
  /** The page's number, for display; which rows it holds comes from the cursor. */
  page: number;
  pageSize: number;
  /** Keyset cursors from the previous answer: the page after or before that row. */
  after: string | null;
  before: string | null;
}

export const DEFAULT_DATE_RANGE: DateRange = 'all';
export const DEFAULT_SORT: CaseSort = 'newest';

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function positiveInt(
  value: string | null,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A term too short to search (an old link) reads as no search rather than an error. */
function searchTerm(value: string | null): string {
  const term = value?.trim() ?? '';
  return [...term].length >= MIN_SEARCH_LENGTH ? term : '';
}

/** Unknown or malformed values fall back to their defaults instead of failing the screen. */
export function readCaseFilters(params: URLSearchParams): CaseFilters {
  return {
    search: searchTerm(params.get('search')),
    status: oneOf(caseStatuses, params.get('status')),
    caseType: oneOf(caseTypes, params.get('caseType')),
    dateRange: oneOf(dateRanges, params.get('dateRange')) ?? DEFAULT_DATE_RANGE,
    sort: oneOf(caseSorts, params.get('sort')) ?? DEFAULT_SORT,
    urgent: params.get('urgent') === 'true',
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    after: params.get('after') || null,
    before: params.get('before') || null,
  };
}

/** Only what differs from the defaults goes into the URL, so links stay short. */
export function writeCaseFilters(filters: CaseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.caseType) params.set('caseType', filters.caseType);
  if (filters.dateRange !== DEFAULT_DATE_RANGE) params.set('dateRange', filters.dateRange);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.urgent) params.set('urgent', 'true');
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  if (filters.after) params.set('after', filters.after);
  if (filters.before) params.set('before', filters.before);
  return params;
}

/** Filters that narrow the list (sort and paging only reorder it). */
export function hasNarrowingFilters(filters: CaseFilters): boolean {
  return Boolean(
    filters.search ||
    filters.status ||
    filters.caseType ||
    filters.urgent ||
    filters.dateRange !== DEFAULT_DATE_RANGE,
  );
}

/** Anything set in the filter panel, sort included: the panel opens by itself for these. */
export function hasPanelFilters(filters: CaseFilters): boolean {
  return hasNarrowingFilters(filters) || filters.sort !== DEFAULT_SORT;
}

export function toListParams(filters: CaseFilters): CaseListParams {
  return {
    search: filters.search || undefined,
    status: filters.status ?? undefined,
    caseType: filters.caseType ?? undefined,
    dateRange: filters.dateRange,
    sort: filters.sort,
    urgent: filters.urgent || undefined,
    // With a cursor the server reads the keyset; the page number only labels the page.
    page: filters.after || filters.before ? 1 : filters.page,
    pageSize: filters.pageSize,
    after: filters.after ?? undefined,
    before: filters.before ?? undefined,
  };
}
