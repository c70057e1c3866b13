import { z } from 'zod';
import { caseStatuses } from './case-status';

import { ASIN_PATTERN, caseTypes } from './case-type';

export { ASIN_PATTERN, caseTypes, DEFAULT_PROBABILITY_SCORE, type CaseType } from './case-type';

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The YYYY-MM-DD format alone lets `0000-01-01` through. Such a date is no deadline, and it is
 * read wrongly besides: Date.UTC takes years 0-99 for 1900-1999, so daysLeft would count to 1900.
 */
export const EARLIEST_DUE_YEAR = 1900;
export const DUE_DATE_TOO_EARLY_MESSAGE = `Due date must be in ${EARLIEST_DUE_YEAR} or later`;

export const caseFieldsSchema = z.object({
  sellerId: requiredText('Seller ID is required', 64, 'Seller ID'),
  asin: z
    .string({ error: 'ASIN is required' })
    .trim()
    .min(1, 'ASIN is required')
    .regex(ASIN_PATTERN, 'ASIN must be 10 letters or digits')
    .transform((asin) => asin.toUpperCase()),
  caseType: z.enum(caseTypes, { error: 'Case type is required' }),
  title: requiredText('Title is required', 200, 'Title'),
  description: requiredText('Description is required', 10_000, 'Description'),
  probabilityScore: z
    .number({ error: 'Success probability must be a number between 0 and 1' })
    .min(0, 'Success probability must be between 0 and 1')
    .max(1, 'Success probability must be between 0 and 1'),
  dueDate: z.iso
    .date({ error: 'Due date must be a date (YYYY-MM-DD)' })
    .refine((date) => Number(date.slice(0, 4)) >= EARLIEST_DUE_YEAR, DUE_DATE_TOO_EARLY_MESSAGE)
    .nullable(),
});

export const caseCreateSchema = caseFieldsSchema.extend({
  probabilityScore: caseFieldsSchema.shape.probabilityScore.optional(),
  dueDate: caseFieldsSchema.shape.dueDate.optional(),
  emailContent: z.string().max(200_000, 'The e-mail is too long').optional(),
});
export type CaseCreate = z.infer<typeof caseCreateSchema>;

export const caseUpdateSchema = caseFieldsSchema
  .extend({ status: z.enum(caseStatuses, { error: 'Unknown status' }) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

export const caseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  asin: z.string(),
  caseType: z.enum(caseTypes),
  status: z.enum(caseStatuses),
  probabilityScore: z.number(),
  sellerId: z.string(),
  ownerId: z.string(),
  dueDate: z.string().nullable(),
  /** Whole days to dueDate (negative when overdue); null without a deadline. */
  daysLeft: z.number().nullable(),
  resolvedAt: z.string().nullable(),
  documentsCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Case = z.infer<typeof caseSchema>;

export const CASE_NOT_FOUND_MESSAGE = 'Case not found';
