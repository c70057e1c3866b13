import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { wakeJobWorkers } from '../jobs/job-worker';
import { enqueueJob } from '../jobs/job-queue';
import { findInboundMailBySourceKey, insertInboundMail } from './inbound-mail.repository';
import { INBOUND_MAIL_JOB } from './inbound-mail-job-kind';

/**
 * Stores a received message and its processing job in one transaction. Callers acknowledge the
 * message (SMTP 250, IMAP \Seen) only after this resolves, so a crash loses nothing: either the
 * sender retries, or the job runs when a worker next claims it. A message seen again under the
 * same source key (an IMAP fetch repeated after a crash) is stored once.
 */
export async function storeInboundMail(
  ctx: AppContext,
  input: { userId: string; recipient: string; sourceKey: string; raw: Buffer },
): Promise<{ id: string; duplicate: boolean }> {
  const existing = await findInboundMailBySourceKey(ctx.db, input.sourceKey);
  if (existing) return { id: existing.id, duplicate: true };
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await insertInboundMail(trx, {
      id,
      userId: input.userId,
      recipient: input.recipient,
      sourceKey: input.sourceKey,
      raw: input.raw.toString('base64'),
      receivedAt: now.toISOString(),
      status: 'received',
      subject: null,
      fromAddress: null,
      analysis: null,
      caseId: null,
      suggestedCaseId: null,
      processedAt: null,
    });
    await enqueueJob(trx, { kind: INBOUND_MAIL_JOB, payload: { mailId: id }, now });
  });
  wakeJobWorkers();
  return { id, duplicate: false };
}
