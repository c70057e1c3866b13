import { randomUUID } from 'node:crypto';
import { canTransition, type CaseStatus } from '../../domain/case-status';
import { formatDate } from '../../domain/dates';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { NoticeKind } from '../../domain/email-analysis';
import type { Transaction } from '../db/database';
import type { CaseTable } from '../db/schema';
import { applyNoticeToRequirements } from './case-model';
import { setCaseDueDate } from './case-evidence.repository';
import { noticeViewOf } from './notice-requirements';
import { insertProposal } from './status-proposals.repository';

/** The status each kind of notice suggests (the seller accepts it with one click). */
const proposedStatus: Partial<Record<NoticeKind, CaseStatus>> = {
  'appeal-rejected': 'Documentation Needed',
  'information-request': 'Documentation Needed',
  reinstated: 'Approved',
};

const kindLabel: Record<NoticeKind, string> = {
  initial: 'notice',
  'information-request': 'information request',
  'appeal-rejected': 'appeal rejected',
  reinstated: 'reinstatement',
  warning: 'warning',
  'not-a-notice': 'not an account-health notice',
};

export type NoticeChanges = {
  kind: NoticeKind;
  added: string[];
  withdrawn: string[];
  deadline: { before: string | null; after: string | null };
  proposedStatus: CaseStatus | null;
};

/** "Added requirements: X, Y. Response deadline moved from … to …. Proposed status: Documentation Needed." */
export function describeNoticeChanges(changes: NoticeChanges): string {
  const parts: string[] = [];
  if (changes.added.length > 0) parts.push(`Added requirements: ${changes.added.join(', ')}.`);
  if (changes.withdrawn.length > 0)
    parts.push(`No longer needed: ${changes.withdrawn.join(', ')}.`);
  const { before, after } = changes.deadline;
  if (after && after !== before)
    parts.push(
      before
        ? `Response deadline moved from ${formatDate(before)} to ${formatDate(after)}.`
        : `Response deadline set to ${formatDate(after)}.`,
    );
  if (changes.proposedStatus) parts.push(`Proposed status: ${changes.proposedStatus}.`);
  return parts.length > 0 ? parts.join(' ') : 'No change to the requirements or the deadline.';
}

export function noticeKindLabel(kind: NoticeKind): string {
  return kindLabel[kind];
}

/**
 * What a newly stored Amazon e-mail does to its case, inside the caller's transaction: its
 * requested documents join the requirements (nothing already asked for disappears unless it
 * says so), the deadline moves to the one it states, and the status it implies is proposed.
 * The caller recomputes the case model afterwards.
 */
export async function applyNotice(
  trx: Transaction,
  input: {
    case: Pick<CaseTable, 'id' | 'status' | 'dueDate'>;
    analysis: EmailAnalysis;
    communicationId: string;
    now: Date;
    /** At creation, a deadline the seller typed wins over the e-mail's. */
    keepDeadline?: boolean;
  },
): Promise<NoticeChanges> {
  const view = noticeViewOf(input.analysis);
  const stamp = input.now.toISOString();
  const { added, withdrawn } = await applyNoticeToRequirements(
    trx,
    input.case.id,
    view,
    input.communicationId,
    stamp,
  );
  const before = input.case.dueDate;
  const after = view.kind === 'not-a-notice' || input.keepDeadline ? null : view.deadline;
  if (after && after !== before) await setCaseDueDate(trx, input.case.id, after);

  const target = proposedStatus[view.kind] ?? null;
  const isProposed =
    target !== null && target !== input.case.status && canTransition(input.case.status, target);
  if (isProposed)
    await insertProposal(trx, {
      id: randomUUID(),
      caseId: input.case.id,
      communicationId: input.communicationId,
      fromStatus: input.case.status,
      toStatus: target,
      reason: `Amazon's latest e-mail is a ${kindLabel[view.kind]}`,
      state: 'pending',
      createdAt: stamp,
      resolvedAt: null,
    });
  return {
    kind: view.kind,
    added,
    withdrawn,
    deadline: { before, after: after ?? before },
    proposedStatus: isProposed ? target : null,
  };
}
