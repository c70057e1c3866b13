import { setImmediate as yieldToRequests } from 'node:timers/promises';
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

/**
 * Runs `step` on each batch of a keyset walk (ids ascending), yielding to the event loop between
 * batches: SQLite answers synchronously, so an unbroken chain of awaits over thousands of cases
 * would keep every request (and the server's start) waiting until the scan ends.
 */
async function eachBatch<Row, Cursor>(
  read: (cursor: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  step: (row: Row) => Promise<boolean>,
): Promise<number> {
  let sent = 0;
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(cursor);
    for (const row of rows) if (await step(row)) sent += 1;
    if (rows.length < repo.REMINDER_BATCH) return sent;
    cursor = cursorOf(rows.at(-1)!);
    await yieldToRequests();
  }
}

function deadlineReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + REMIND_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  // Cases that wait for the seller: not with Amazon, not decided.
  return eachBatch<Awaited<ReturnType<typeof repo.listCasesDueBy>>[number], repo.DueCursor>(
    (cursor) => repo.listCasesDueBy(ctx.db, horizon, today, cursor),
    (row) => ({ dueKey: row.dueKey, id: row.id }),
    (row) => {
      const dueDate = row.dueDate!;
      const left = daysLeft(dueDate, now);
      const kind = deadlineKind(left);
      const message = `“${row.title}”: the response to Amazon is ${deadlineLabel(left)} (${formatDate(dueDate)}).`;
      return notifyUser(ctx, {
        userId: row.ownerId,
        kind,
        caseId: row.id,
        message,
        onceKey: `${row.id}:${kind}:${dueDate}`,
      });
    },
  );
}

function followUpReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  return eachBatch<Awaited<ReturnType<typeof repo.listSubmittedCases>>[number], string>(
    (afterId) => repo.listSubmittedCases(ctx.db, afterId ?? ''),
    (row) => row.id,
    async (row) => {
      // The submission is the latest status change into 'Submitted to Amazon'.
      const submittedAt = (await repo.submittedAtOf(ctx.db, row.id)) ?? row.updatedAt;
      const due = followUpWindow(new Date(submittedAt)).to;
      if (due > today) return false;
      if (await repo.hasAmazonEmailAfter(ctx.db, row.id, submittedAt)) return false;
      return notifyUser(ctx, {
        userId: row.ownerId,
        kind: 'follow-up-due',
        caseId: row.id,
        message: `“${row.title}”: Amazon has not answered in 5 business days since you submitted on ${formatDate(submittedAt.slice(0, 10))}. Time to follow up.`,
        onceKey: `${row.id}:follow-up-due:${submittedAt}`,
      });
    },
  );
}

/** One pass over every case: creates each due reminder once (the once-key decides). */
export async function scanReminders(ctx: AppContext): Promise<number> {
  return (await deadlineReminders(ctx)) + (await followUpReminders(ctx));
}

/** Every app process scans; the unique once-key makes the scans safe to overlap. */
export function startReminderScheduler(ctx: AppContext): { stop: () => void } {
  if (ctx.config.mail.reminderScanMs === 0) return { stop: () => undefined };
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
