import { z } from 'zod';
import { emailAnalysisSchema } from './email-analysis';

export const intakeAddressSchema = z.object({ address: z.string() });
export type IntakeAddress = z.infer<typeof intakeAddressSchema>;

/** For screens: whether intake is on, and the address (null when it is off). */
export const intakeStatusSchema = z.object({
  enabled: z.boolean(),
  address: z.string().nullable(),
});
export type IntakeStatus = z.infer<typeof intakeStatusSchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  subject: z.string(),
  from: z.string(),
  analysis: emailAnalysisSchema,
  suggestedCaseId: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = z.object({ items: z.array(inboxItemSchema) });
export type InboxList = z.infer<typeof inboxListSchema>;

/** Attach to an existing case, or create one; the other fields fill what the notice lacks. */
export const inboxAcceptSchema = z
  .object({
    caseId: z.string().min(1).max(64).optional(),
    sellerId: z.string().trim().min(1).max(64).optional(),
    asin: z.string().trim().min(1).max(10).optional(),
    title: z.string().trim().min(1).max(200).optional(),
  })
  .default({});
export type InboxAccept = z.infer<typeof inboxAcceptSchema>;

export const INBOX_ITEM_NOT_FOUND_MESSAGE = 'Inbox item not found';
export const INTAKE_OFF_MESSAGE = 'E-mail intake is not enabled on this server';
