import { z } from 'zod';
import { canTransition, caseStatuses, type CaseStatus } from './case-status';

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

/**
 * The moves that take a case from `from` to a proposed status, or null when it cannot get there.
 * Amazon's reinstatement of a case the seller had not marked submitted (they appealed outside
 * CasePilot) goes through 'Submitted to Amazon': the reinstatement shows the appeal was made.
 */
export function proposalPath(from: CaseStatus, to: CaseStatus): CaseStatus[] | null {
  if (canTransition(from, to)) return [to];
  if (to === 'Approved' && canTransition(from, 'Submitted to Amazon'))
    return ['Submitted to Amazon', 'Approved'];
  return null;
}
