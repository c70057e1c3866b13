import { z } from 'zod';
import { caseSchema, caseTypes } from './case';
import {
  caseSorts,
  dateRanges,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MIN_SEARCH_LENGTH,
  SEARCH_TOO_SHORT_MESSAGE,
} from './case-list-options';
import { caseStatuses } from './case-status';

export * from './case-list-options';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const caseListQuerySchema = z.object({
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(200)
      .refine((term) => [...term].length >= MIN_SEARCH_LENGTH, SEARCH_TOO_SHORT_MESSAGE)
      .optional(),
  ),
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
  /** Keyset paging: the page after (or before) a cursor from a previous answer. */
  after: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  before: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseListResponseSchema = z.object({
  items: z.array(caseSchema),
  /** Exact, or an estimate (`totalIsEstimate`) when counting every match would read them all. */
  total: z.number(),
  totalIsEstimate: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;
