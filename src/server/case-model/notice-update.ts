import { randomUUID } from 'node:crypto';
import type { CaseStatus } from '../../domain/case-status';
import { formatDate } from '../../domain/dates';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { NoticeKind } from '../../domain/email-analysis';
import { proposalPath } from '../../domain/status-proposal';
import type { Transaction } from '../db/database';
import type { CaseTable } from '../db/schema';
import { applyNoticeToRequirements } from './case-model';
import { setCaseDueDate } from './case-evidence.repository';
import { noticeViewOf } from './notice-requirements';
import { insertProposal, supersedeProposalsOtherThan } from './status-proposals.repository';

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

/** The same kinds as a noun with its article, for a sentence: "Amazon's latest e-mail is …". */
const kindPhrase: Record<NoticeKind, string> = {
  initial: 'a new notice',
  'information-request': 'an information request',
  'appeal-rejected': 'an appeal rejection',
  reinstated: 'a reinstatement',
  warning: 'a warning',
  'not-a-notice': 'not an account-health notice',
};

export type NoticeChanges = {
  kind: NoticeKind;
  added: string[];
  withdrawn: string[];
  /** Documents already required that Amazon now asks for itself (made Critical). */
  raised: string[];
  /** "Name (Medium → High)": usual documents weighed anew for the notice's issue. */
  reweighed: string[];
  deadline: {
    before: string | null;
    after: string | null;
    /** A deadline the e-mail states that had passed when it was added, so it moved nothing. */
    passed: string | null;
  };
  proposedStatus: CaseStatus | null;
};

/** "Added requirements: X, Y. Response deadline moved from … to …. Proposed status: Documentation Needed." */
export function describeNoticeChanges(changes: NoticeChanges): string {
  const parts: string[] = [];
  if (changes.added.length > 0) parts.push(`Added requirements: ${changes.added.join(', ')}.`);
  if (changes.raised.length > 0)
    parts.push(`Now asked for by Amazon (Critical): ${changes.raised.join(', ')}.`);
  if (changes.reweighed.length > 0)
    parts.push(`Importance changed: ${changes.reweighed.join(', ')}.`);
  if (changes.withdrawn.length > 0)
    parts.push(`No longer needed: ${changes.withdrawn.join(', ')}.`);
  const { before, after, passed } = changes.deadline;
  if (after && after !== before)
    parts.push(
      before
        ? `Response deadline moved from ${formatDate(before)} to ${formatDate(after)}.`
        : `Response deadline set to ${formatDate(after)}.`,
    );
  if (passed && before)
    parts.push(
      `The e-mail's date ${formatDate(passed)} has already passed; the response deadline stays ${formatDate(before)}.`,
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
  const { added, withdrawn, raised, reweighed } = await applyNoticeToRequirements(
    trx,
    input.case.id,
    view,
    input.communicationId,
    stamp,
  );
  const before = input.case.dueDate;
  const stated = view.kind === 'not-a-notice' || input.keepDeadline ? null : view.deadline;
  // The newest stated deadline wins, but one already passed when the e-mail is added never
  // pulls a later deadline back into the past (an old notice, or an announcement's start date).
  const today = stamp.slice(0, 10);
  const isPassedBackwards = stated !== null && before !== null && stated < today && stated < before;
  const after = isPassedBackwards ? null : stated;
  if (after && after !== before) await setCaseDueDate(trx, input.case.id, after);

  const target = proposedStatus[view.kind] ?? null;
  const isProposed =
    target !== null &&
    target !== input.case.status &&
    proposalPath(input.case.status, target) !== null;
  if (isProposed)
    await insertProposal(trx, {
      id: randomUUID(),
      caseId: input.case.id,
      communicationId: input.communicationId,
      fromStatus: input.case.status,
      toStatus: target,
      reason: `Amazon's latest e-mail is ${kindPhrase[view.kind]}`,
      state: 'pending',
      createdAt: stamp,
      resolvedAt: null,
    });
  // Amazon's latest word settles what an earlier e-mail proposed: a rejection on a case already
  // needing documentation leaves no stale "Approved" waiting, and the reverse.
  else if (target !== null) await supersedeProposalsOtherThan(trx, input.case.id, target, stamp);
  return {
    kind: view.kind,
    added,
    withdrawn,
    raised,
    reweighed,
    deadline: { before, after: after ?? before, passed: isPassedBackwards ? stated : null },
    proposedStatus: isProposed ? target : null,
  };
}
