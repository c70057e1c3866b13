import { z } from 'zod';

export const communicationTypes = ['Amazon Email', 'Response', 'System', 'Note'] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export const sentiments = ['negative', 'neutral', 'positive'] as const;
export type Sentiment = (typeof sentiments)[number];

export const communicationSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  type: z.enum(communicationTypes),
  content: z.string(),
  timestamp: z.string(),
  sentiment: z.enum(sentiments),
  keyIssues: z.array(z.string()),
});
export type Communication = z.infer<typeof communicationSchema>;

/** Spec §9: the Communication tab shows this many entries until "Show All". */
export const RECENT_COMMUNICATIONS_SHOWN = 3;
