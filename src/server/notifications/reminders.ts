import { formatDate } from '../../domain/dates';
import { daysLeft, deadlineLabel } from '../../domain/deadline';
import { followUpWindow } from '../../domain/follow-up';
import type { NotificationKind } from '../../domain/notification';
import type { AppContext } from '../app-context';
import { notifyUser } from './notify';
import * as repo from './reminders.repository';

/** Reminders start this many days before a response deadline. */
const REMIND_WITHIN_DAYS = 3;

function deadlineKind(left: number): NotificationKind {
  if (left < 0) return 'overdue';
  if (left <= 1) return 'deadline-1-day';
  return 'deadline-3-days';
}

async function deadlineReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const horizon = new Date(now.getTime() + REMIND_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  // Cases that wait for the seller: not with Amazon, not decided.
  const rows = await repo.listCasesDueBy(ctx.db, horizon);
  let sent = 0;
  for (const row of rows) {
    const dueDate = row.dueDate!;
    const left = daysLeft(dueDate, now);
    const kind = deadlineKind(left);
    const message = `“${row.title}”: the response to Amazon is ${deadlineLabel(left)} (${formatDate(dueDate)}).`;
    if (
      await notifyUser(ctx, {
        userId: row.ownerId,
        kind,
        caseId: row.id,
        message,
        onceKey: `${row.id}:${kind}:${dueDate}`,
      })
    )
      sent += 1;
  }
  return sent;
}

async function followUpReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const rows = await repo.listSubmittedCases(ctx.db);
  let sent = 0;
  for (const row of rows) {
    // The submission is the latest status change into 'Submitted to Amazon'.
    const submittedAt = (await repo.submittedAtOf(ctx.db, row.id)) ?? row.updatedAt;
    const due = followUpWindow(new Date(submittedAt)).to;
    if (due > today) continue;
    if (await repo.hasAmazonEmailAfter(ctx.db, row.id, submittedAt)) continue;
    if (
      await notifyUser(ctx, {
        userId: row.ownerId,
        kind: 'follow-up-due',
        caseId: row.id,
        message: `“${row.title}”: Amazon has not answered in 5 business days since you submitted on ${formatDate(submittedAt.slice(0, 10))}. Time to follow up.`,
        onceKey: `${row.id}:follow-up-due:${submittedAt}`,
      })
    )
      sent += 1;
  }
  return sent;
}

/** One pass over every case: creates each due reminder once (the once-key decides). */
export async function scanReminders(ctx: AppContext): Promise<number> {
  return (await deadlineReminders(ctx)) + (await followUpReminders(ctx));
}

/** Every app process scans; the unique once-key makes the scans safe to overlap. */
export function startReminderScheduler(ctx: AppContext): { stop: () => void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    scanReminders(ctx)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, ctx.config.mail.reminderScanMs);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
