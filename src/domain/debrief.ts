import { z } from 'zod';
import { aiProviders } from './email-analysis';

export const debriefImpactSchema = z.object({
  resolutionDays: z.number().nullable(),
  documentsSubmitted: z.number(),
  communicationsCount: z.number(),
  amazonEmails: z.number(),
  rejectionsBeforeOutcome: z.number(),
  /** Hours from the first Amazon e-mail to the seller's first response, when both exist. */
  firstResponseHours: z.number().nullable(),
  averageDocumentRelevance: z.number().nullable(),
  /** The seller's own averages over their other resolved cases, for comparison. */
  sellerAverageResolutionDays: z.number().nullable(),
  sellerAverageDocuments: z.number().nullable(),
  sellerResolvedCases: z.number(),
});
export type DebriefImpact = z.infer<typeof debriefImpactSchema>;

export const debriefSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  createdAt: z.string(),
  outcome: z.enum(['Approved', 'Rejected', 'Closed']),
  summary: z.string(),
  successFactors: z.array(z.string()),
  lessonsLearned: z.array(z.string()),
  impact: debriefImpactSchema,
  recommendations: z.array(z.string()),
  /** Who wrote the text: 'builtin' or the LLM provider. Absent on debriefs stored before it was recorded. */
  provider: z.enum(aiProviders).optional(),
});
export type Debrief = z.infer<typeof debriefSchema>;

export const DEBRIEF_NOT_READY_MESSAGE =
  'A debrief can be generated once the case is Approved or Closed';
export const NO_DEBRIEF_MESSAGE = 'No debrief has been generated for this case yet';
