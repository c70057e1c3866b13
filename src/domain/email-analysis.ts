import { z } from 'zod';
import { caseTypes } from './case';
import { documentTypes } from './document';

export const importanceLevels = ['Critical', 'High', 'Medium', 'Low'] as const;
export type Importance = (typeof importanceLevels)[number];

/** Spec §9: the prompt categories, wider than the three case types. */
export const analysisCategories = ['suppression', 'fba', 'inventory', 'other'] as const;
export type AnalysisCategory = (typeof analysisCategories)[number];

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
  /** The response deadline, YYYY-MM-DD. */
  deadline: z.string().nullable(),
  provider: z.enum(aiProviders),
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
