import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '../../domain/notification';
import type { AppContext } from '../app-context';
import { enqueueJob } from '../jobs/job-queue';
import { claimReminderDelivery, insertNotification } from './notifications.repository';
import { preferenceOf } from './preferences';

export const NOTIFICATION_EMAIL_JOB = 'notification-email';
/**
 * The job owner every outgoing e-mail shares, so at most one is being sent at a time: a mail
 * relay that hangs holds one worker slot, never the one document analysis needs.
 */
export const OUTGOING_MAIL_OWNER = 'outgoing-mail';

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  caseId: string | null;
  message: string;
  /**
   * Case + kind + deadline for reminders: the first process to insert it sends; every other
   * attempt (another process, a later scan) finds the key taken and does nothing.
   */
  onceKey?: string;
};

/**
 * Tells a seller something, the way they chose: an in-app notification and/or an e-mail. The
 * e-mail is a durable job written in the same transaction, so it is sent even after a crash.
 * Returns false when the once-key was already used.
 */
export async function notifyUser(ctx: AppContext, input: NotifyInput): Promise<boolean> {
  const preference = await preferenceOf(ctx.db, input.userId, input.kind);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (input.onceKey && input.caseId) {
      const isFirst = await claimReminderDelivery(trx, {
        key: input.onceKey,
        caseId: input.caseId,
        kind: input.kind,
        createdAt: now.toISOString(),
        emailedAt: null,
      });
      if (!isFirst) return false;
    }
    if (preference.inApp) {
      await insertNotification(trx, {
        id: randomUUID(),
        userId: input.userId,
        kind: input.kind,
        caseId: input.caseId,
        message: input.message,
        createdAt: now.toISOString(),
        readAt: null,
      });
    }
    if (preference.email && ctx.config.mail.smtpUrl) {
      await enqueueJob(trx, {
        kind: NOTIFICATION_EMAIL_JOB,
        payload: {
          userId: input.userId,
          kind: input.kind,
          caseId: input.caseId,
          message: input.message,
          onceKey: input.onceKey ?? null,
        },
        now,
        ownerId: OUTGOING_MAIL_OWNER,
      });
    }
    return true;
  });
}
