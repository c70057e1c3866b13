import type { Case } from '../../domain/case';
import { caseCreateSchema } from '../../domain/case';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { INBOX_ITEM_NOT_FOUND_MESSAGE, type InboxAccept, type InboxItem } from '../../domain/inbox';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { createCase, getCase } from '../cases/cases.service';
import { AppError, notFound } from '../http/app-error';
import { attachMailToCase } from './attach-mail';
import { listInboxOfUser, moveFromInbox, updateInboundMail } from './inbound-mail.repository';
import { MailUnreadableError, readMailInThread } from './mail-read-thread';
import { findInboxItem, lastSellerIdOf } from './intake.repository';

/**
 * How long an accept's claim on an Inbox item ('accepting') holds. An accept takes seconds (reading
 * the mail is capped by ANALYSIS_TIME_LIMIT_SECONDS); a claim older than this belongs to a request
 * whose process died mid-accept, and the item shows in the Inbox again to be accepted or dismissed.
 */
export const INBOX_CLAIM_EXPIRY_MS = 15 * 60 * 1000;

/** Claims made before this are expired (see INBOX_CLAIM_EXPIRY_MS). */
function claimCutoff(ctx: AppContext): string {
  return new Date(ctx.now().getTime() - INBOX_CLAIM_EXPIRY_MS).toISOString();
}

export async function listInbox(ctx: AppContext, userId: string): Promise<{ items: InboxItem[] }> {
  const rows = await listInboxOfUser(ctx.db, userId, claimCutoff(ctx));
  return {
    items: rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt,
      subject: row.subject ?? '',
      from: row.fromAddress ?? '',
      analysis: JSON.parse(row.analysis ?? 'null') as EmailAnalysis,
      suggestedCaseId: row.suggestedCaseId,
    })),
  };
}

async function requireItem(ctx: AppContext, userId: string, id: string) {
  const row = await findInboxItem(ctx.db, userId, id, claimCutoff(ctx));
  if (!row) throw notFound(INBOX_ITEM_NOT_FOUND_MESSAGE);
  return row;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/** The seller ID of the seller's most recent case: a seller usually works under one. */
async function lastSellerId(ctx: AppContext, userId: string): Promise<string | undefined> {
  return lastSellerIdOf(ctx.db, userId);
}

/**
 * Files an Inbox notice: on the case the seller names, or on a new case pre-filled from the
 * analysis (the notice becomes its first Amazon e-mail). Attachments follow as documents.
 */
export async function acceptInboxItem(
  ctx: AppContext,
  actor: CaseActor,
  id: string,
  input: InboxAccept,
): Promise<Case> {
  const row = await requireItem(ctx, actor.id, id);
  // Claimed before anything is made from it: of two accepts at once (a double click, a second
  // tab) one files the notice and the other hears it is gone, instead of each making a case.
  // The claim is dated so that it expires if this process dies before moving the item on.
  const claimed = await moveFromInbox(ctx.db, id, actor.id, claimCutoff(ctx), {
    status: 'accepting',
    claimedAt: ctx.now().toISOString(),
  });
  if (!claimed) throw notFound(INBOX_ITEM_NOT_FOUND_MESSAGE);
  let createdCaseId: string | null = null;
  try {
    const caseId = await fileInboxItem(ctx, actor, row, input, (created) => {
      createdCaseId = created;
    });
    await updateInboundMail(ctx.db, row.id, { status: 'attached', caseId, claimedAt: null });
    const {
      documents: _documents,
      communications: _communications,
      ...found
    } = await getCase(ctx, actor, caseId);
    return found;
  } catch (error) {
    // Back to the Inbox to be accepted again (filing skips what is already on the case); a case
    // made before the failure is suggested, so the retry files onto it instead of a second one.
    await updateInboundMail(ctx.db, row.id, {
      status: 'inbox',
      claimedAt: null,
      ...(createdCaseId ? { suggestedCaseId: createdCaseId } : {}),
    }).catch(() => undefined);
    throw error;
  }
}

/** Files the notice on the case the seller named or on a new one; answers the case's id. */
async function fileInboxItem(
  ctx: AppContext,
  actor: CaseActor,
  row: NonNullable<Awaited<ReturnType<typeof requireItem>>>,
  input: InboxAccept,
  onCaseCreated: (caseId: string) => void,
): Promise<string> {
  const mail = await readMailInThread(
    Buffer.from(row.raw, 'base64'),
    ctx.config.analysisTimeLimitMs,
  ).catch((error: unknown) => {
    if (error instanceof MailUnreadableError)
      throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  });
  const analysis = JSON.parse(row.analysis ?? 'null') as EmailAnalysis;
  let caseId: string;
  if (input.caseId) {
    // getCase refuses another seller's case as not found.
    caseId = (await getCase(ctx, actor, input.caseId)).id;
    await attachMailToCase(ctx, actor, caseId, mail);
  } else {
    const sellerId = input.sellerId ?? (await lastSellerId(ctx, actor.id));
    if (!sellerId) throw invalid('sellerId', 'Seller ID is required');
    const asin = input.asin ?? analysis.asins[0];
    if (!asin) throw invalid('asin', 'ASIN is required');
    const parsed = caseCreateSchema.safeParse({
      sellerId,
      asin,
      caseType: analysis.caseType,
      title: (input.title ?? mail.subject) || analysis.identifiedIssue,
      description: [analysis.identifiedIssue, ...analysis.keyIssues].join('\n'),
      emailContent: mail.content,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw invalid(String(issue.path[0] ?? 'caseId'), issue.message);
    }
    const created = await createCase(ctx, actor, parsed.data);
    caseId = created.id;
    onCaseCreated(caseId);
    await attachMailToCase(ctx, actor, caseId, mail, { emailAlreadyStored: true });
  }
  return caseId;
}

export async function dismissInboxItem(ctx: AppContext, userId: string, id: string): Promise<void> {
  await requireItem(ctx, userId, id);
  // Only from the Inbox: an accept in progress is not dismissed under its feet.
  if (!(await moveFromInbox(ctx.db, id, userId, claimCutoff(ctx), { status: 'dismissed' })))
    throw notFound(INBOX_ITEM_NOT_FOUND_MESSAGE);
}
