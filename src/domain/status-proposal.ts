import { z } from 'zod';
import { caseStatuses } from './case-status';

/** A status change a notice suggests; the seller accepts it with one click or dismisses it. */
export const statusProposalSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  fromStatus: z.enum(caseStatuses),
  toStatus: z.enum(caseStatuses),
  reason: z.string(),
  createdAt: z.string(),
});
export type StatusProposal = z.infer<typeof statusProposalSchema>;
