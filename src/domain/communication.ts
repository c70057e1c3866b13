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

/** What a seller can add; System entries are written only by the server. */
export const postableCommunicationTypes = ['Response', 'Note', 'Amazon Email'] as const;

export const communicationCreateSchema = z.object({
  type: z.enum(postableCommunicationTypes, { error: 'Choose Response, Note or Amazon Email' }),
  content: z
    .string({ error: 'Please enter a message' })
    .refine((s) => s.trim().length > 0, 'Please enter a message')
    .refine((s) => s.length <= 200_000, 'The message is too long (200,000 characters at most)'),
});
export type CommunicationCreate = z.infer<typeof communicationCreateSchema>;

export const createdCommunicationSchema = communicationSchema.extend({
  /** For a pasted Amazon e-mail: what its analysis changed on the case, in words. */
  changes: z.string().optional(),
});
export type CreatedCommunication = z.infer<typeof createdCommunicationSchema>;
