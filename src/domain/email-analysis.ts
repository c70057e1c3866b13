import { z } from 'zod';
import { caseTypes } from './case';
import { documentTypes } from './document';

export const importanceLevels = ['Critical', 'High', 'Medium', 'Low'] as const;
export type Importance = (typeof importanceLevels)[number];

/** Spec §9: the prompt categories, wider than the three case types. */
export const analysisCategories = ['suppression', 'fba', 'inventory', 'other'] as const;
export type AnalysisCategory = (typeof analysisCategories)[number];

/**
 * What the notice is in the life of a case: the first notice, Amazon asking for more, a rejected
 * appeal, the all-clear, a warning without action yet, or not an account-health notice at all.
 */
export const noticeKinds = [
  'initial',
  'information-request',
  'appeal-rejected',
  'reinstated',
  'warning',
  'not-a-notice',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Below this calibrated probability the analysis says it is unsure instead of forcing a guess. */
export const CONFIDENCE_THRESHOLD = 0.6;

export const aiProviders = ['builtin', 'openai', 'azure', 'anthropic', 'google'] as const;
export type AiProvider = (typeof aiProviders)[number];

export const suggestedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  importance: z.enum(importanceLevels),
  examples: z.array(z.string()),
  documentTypes: z.array(z.enum(documentTypes)),
  satisfied: z.boolean(),
  satisfiedBy: z.string().nullable(),
});
export type SuggestedDocument = z.infer<typeof suggestedDocumentSchema>;

export const emailAnalysisSchema = z.object({
  caseType: z.enum(caseTypes),
  category: z.enum(analysisCategories),
  identifiedIssue: z.string(),
  keyIssues: z.array(z.string()),
  probabilityScore: z.number().min(0).max(1),
  analysisText: z.string(),
  suggestedDocuments: z.array(suggestedDocumentSchema),
  nextSteps: z.array(z.string()),
  asins: z.array(z.string()),
  /** Only a deadline the notice itself states, YYYY-MM-DD; never a default. */
  deadline: z.string().nullable(),
  provider: z.enum(aiProviders),
  // The fields below have defaults so analyses stored before they existed still parse.
  kind: z.enum(noticeKinds).default('initial'),
  /** Calibrated probability (0..1) that `category` is right. */
  confidence: z.number().min(0).max(1).default(0.5),
  /** Set when confidence is below CONFIDENCE_THRESHOLD, e.g. "Not sure — looks like FBA Lock or Suppression". */
  uncertainty: z.string().nullable().default(null),
  /** Advice, YYYY-MM-DD: when to respond by. Equals `deadline` when one is stated; never shown as a deadline. */
  followUpDate: z.string().nullable().default(null),
  /** Ids from the document catalog (src/server/analysis/document-catalog.ts) the notice explicitly asks for. */
  requestedDocuments: z.array(z.string()).default([]),
  /** Catalog ids the notice says are no longer needed (a follow-up narrowing an earlier request). */
  withdrawnDocuments: z.array(z.string()).default([]),
});
export type EmailAnalysis = z.infer<typeof emailAnalysisSchema>;

export const MAX_EMAIL_LENGTH = 200_000;
export const EMPTY_EMAIL_MESSAGE = 'Please paste the Amazon email content';
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze email';

export const emailAnalysisRequestSchema = z.object({
  content: z
    .string({ error: EMPTY_EMAIL_MESSAGE })
    .refine((s) => s.trim().length > 0, EMPTY_EMAIL_MESSAGE)
    .refine(
      (s) => s.length <= MAX_EMAIL_LENGTH,
      'The e-mail is too long (200,000 characters at most)',
    ),
});

export function sortByImportance<T extends { importance: Importance }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => importanceLevels.indexOf(a.importance) - importanceLevels.indexOf(b.importance),
  );
}
