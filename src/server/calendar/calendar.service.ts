import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { notFound } from '../http/app-error';
import * as repo from './calendar.repository';
import { renderCalendar } from './icalendar';

export const CALENDAR_NOT_FOUND_MESSAGE = 'Calendar not found';

export async function calendarTokenOf(ctx: AppContext, userId: string): Promise<string | null> {
  return repo.findFeedToken(ctx.db, userId);
}

/** A new secret feed address; the previous one stops working at once. */
export async function createCalendarToken(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await repo.replaceFeedToken(ctx.db, { userId, token, createdAt: ctx.now().toISOString() });
  return token;
}

export async function revokeCalendarToken(ctx: AppContext, userId: string): Promise<void> {
  await repo.deleteFeedToken(ctx.db, userId);
}

/** The feed: every open case of the token's owner that has a response deadline. */
export async function renderCalendarFeed(
  ctx: AppContext,
  token: string,
  baseUrl: string | null,
): Promise<string> {
  const owner = await repo.findFeedOwner(ctx.db, token);
  if (!owner || owner.status !== 'active') throw notFound(CALENDAR_NOT_FOUND_MESSAGE);
  const cases = await repo.listOpenCasesWithDeadline(ctx.db, owner.id);
  return renderCalendar(
    'CasePilot deadlines',
    cases.map((c) => ({
      uid: `${c.id}@casepilot`,
      date: c.dueDate!,
      summary: `Response due: ${c.title}`,
      description: `${c.caseType} · ${c.status} · ASIN ${c.asin}`,
      url: baseUrl ? `${baseUrl}/cases/${c.id}` : null,
    })),
    ctx.now(),
  );
}
