import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { analyzeEmailWithDefaultProvider } from '../analysis/email-analysis.service';
import { withCaseModelProbability } from '../case-model/initial-probability';
import type { JobHandlers } from '../jobs/job-worker';
import { attachMailToCase } from './attach-mail';
import { matchCase } from './case-matching';
import { findInboundMail, updateInboundMail } from './inbound-mail.repository';
import { INBOUND_MAIL_JOB } from './inbound-mail-job-kind';
import { readMailInThread } from './mail-read-thread';
import { notifyUser } from '../notifications/notify';
import { findActorById } from '../users/user-lookup';

export async function actorOf(ctx: AppContext, userId: string): Promise<CaseActor | null> {
  return (await findActorById(ctx.db, userId)) ?? null;
}

/**
 * Decides what a stored message is: not a notice (kept, marked ignored), a notice for one of the
 * seller's open cases (filed on it), or a notice for no case yet (the Inbox). Runs as a durable
 * job, so a crash part-way is retried from the stored raw message.
 */
export async function processInboundMail(ctx: AppContext, mailId: string): Promise<void> {
  const row = await findInboundMail(ctx.db, mailId);
  // Already decided (a retry after the work committed), or deleted with its seller.
  if (!row || row.status !== 'received') return;
  const actor = await actorOf(ctx, row.userId);
  if (!actor) return;
  // A message that cannot be read fails its job at once (MailUnreadableError); it stays stored.
  const mail = await readMailInThread(
    Buffer.from(row.raw, 'base64'),
    ctx.config.analysisTimeLimitMs,
  );
  // The Inbox shows the probability the case it may become would start with.
  const analysis = await withCaseModelProbability(
    ctx,
    await analyzeEmailWithDefaultProvider(ctx, mail.content),
  );
  const base = {
    subject: mail.subject,
    fromAddress: mail.from,
    analysis: JSON.stringify(analysis),
  };
  // Every analysis names its notice kind (the built-in one always, a provider's over it).
  if (analysis.kind === 'not-a-notice') {
    await updateInboundMail(ctx.db, row.id, {
      ...base,
      status: 'ignored',
      processedAt: ctx.now().toISOString(),
    });
    return;
  }
  const match = await matchCase(ctx, row.userId, analysis, `${mail.subject}\n${mail.content}`);
  if (match.caseId) {
    await attachMailToCase(ctx, actor, match.caseId, mail);
    await updateInboundMail(ctx.db, row.id, {
      ...base,
      status: 'attached',
      caseId: match.caseId,
      processedAt: ctx.now().toISOString(),
    });
    await notifyUser(ctx, {
      userId: row.userId,
      kind: 'notice-received',
      caseId: match.caseId,
      message: `A new Amazon notice was added to your case: ${mail.subject || analysis.identifiedIssue}`,
    });
    return;
  }
  await updateInboundMail(ctx.db, row.id, {
    ...base,
    status: 'inbox',
    suggestedCaseId: match.suggestedCaseId,
    processedAt: ctx.now().toISOString(),
  });
  await notifyUser(ctx, {
    userId: row.userId,
    kind: 'notice-received',
    caseId: null,
    message: `A new Amazon notice is waiting in your Inbox: ${mail.subject || analysis.identifiedIssue}`,
  });
}

export const intakeJobHandlers: JobHandlers = {
  [INBOUND_MAIL_JOB]: {
    run: async (ctx, payload) => processInboundMail(ctx, (payload as { mailId: string }).mailId),
  },
};
