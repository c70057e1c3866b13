export const caseStatuses = [
  'New',
  'In Progress',
  'Documentation Needed',
  'Submitted to Amazon',
  'Rejected',
  'Approved',
  'Closed',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/**
 * The case workflow: work on it, submit it, receive Amazon's outcome, close it. Amazon may ask
 * for more documents after a submission; a rejected case can be reworked and resubmitted; a
 * closed case can be reopened. Used by the server to refuse a move and by the web to offer one.
 */
export const statusTransitions: Record<CaseStatus, readonly CaseStatus[]> = {
  New: ['In Progress', 'Documentation Needed', 'Submitted to Amazon', 'Closed'],
  'In Progress': ['Documentation Needed', 'Submitted to Amazon', 'Closed'],
  'Documentation Needed': ['In Progress', 'Submitted to Amazon', 'Closed'],
  'Submitted to Amazon': ['Approved', 'Rejected', 'Documentation Needed'],
  Rejected: ['In Progress', 'Documentation Needed', 'Submitted to Amazon', 'Closed'],
  Approved: ['Closed'],
  Closed: ['In Progress'],
};

export function canTransition(from: CaseStatus, to: CaseStatus): boolean {
  return from === to || statusTransitions[from].includes(to);
}

/** Approved and Closed count as resolved and enable the debrief (spec §4). */
export const resolvedStatuses: readonly CaseStatus[] = ['Approved', 'Closed'];
export function isResolved(status: CaseStatus): boolean {
  return resolvedStatuses.includes(status);
}

/** Cases still needing the seller's or Amazon's action. */
export const closedOutStatuses: readonly CaseStatus[] = ['Approved', 'Closed', 'Rejected'];
export function isOpen(status: CaseStatus): boolean {
  return !closedOutStatuses.includes(status);
}

/** The two outcomes Amazon can give; remembered on the case so a later Close keeps it. */
export type CaseOutcome = 'Approved' | 'Rejected';
export function outcomeOf(status: CaseStatus): CaseOutcome | null {
  return status === 'Approved' || status === 'Rejected' ? status : null;
}
