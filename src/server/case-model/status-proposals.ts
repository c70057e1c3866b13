import type { Db } from '../db/database';
import { conflict, notFound } from '../http/app-error';
import * as repo from './status-proposals.repository';

// What the case aggregate does with the case model's status proposals; the repository stays
// this feature's own.

export const PROPOSAL_NOT_FOUND_MESSAGE = 'Status proposal not found';

/** A proposal of the case still waiting for the seller: 404 when there is none, 409 when settled. */
export async function requirePendingProposal(
  db: Db,
  caseId: string,
  proposalId: string,
): Promise<repo.StatusProposalRow> {
  const proposal = await repo.findProposal(db, caseId, proposalId);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND_MESSAGE);
  if (proposal.state !== 'pending')
    throw conflict(`This status change was already ${proposal.state}`);
  return proposal;
}

export function resolveProposal(
  db: Db,
  id: string,
  state: 'accepted' | 'dismissed',
  at: string,
): Promise<number> {
  return repo.resolveProposal(db, id, state, at);
}

/** A status change made by hand to what a notice proposed settles that proposal. */
export function acceptProposalsTo(
  db: Db,
  caseId: string,
  status: repo.StatusProposalRow['toStatus'],
  at: string,
): Promise<void> {
  return repo.acceptProposalsTo(db, caseId, status, at);
}
