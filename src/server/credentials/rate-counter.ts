import type { Db } from '../db/database';
import { decrementCounter, deleteCounters, incrementCounter } from './rate-counters.repository';

export type RateWindow = { window: string; seconds: number; max: number };

export type Bump = {
  subject: string;
  window: string;
  startedAt: string;
  count: number;
  max: number;
  /** When this window's count starts again from zero. */
  endsAt: number;
};

/**
 * Adds one to a fixed-window counter in a single INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * starting a new window when the stored one has run out. One statement, so concurrent
 * requests (several app processes, PostgreSQL's READ COMMITTED) can neither lose an increment
 * nor collide on the primary key.
 */
export async function bumpCounter(
  db: Db,
  subject: string,
  limit: RateWindow,
  now: Date,
): Promise<Bump> {
  const nowIso = now.toISOString();
  const expired = new Date(now.getTime() - limit.seconds * 1000).toISOString();
  const row = await incrementCounter(db, { subject, window: limit.window }, nowIso, expired);
  return {
    subject,
    window: limit.window,
    startedAt: row.startedAt,
    count: Number(row.count),
    max: limit.max,
    endsAt: new Date(row.startedAt).getTime() + limit.seconds * 1000,
  };
}

/** Takes back one bump (a refused request should not use up the other windows' quota). */
export async function undoBump(db: Db, bump: Bump): Promise<void> {
  await decrementCounter(db, bump);
}

/**
 * Bumps each (subject, window) pair in turn; at the first one over its maximum, the bumps made
 * so far are taken back and that window is returned so the caller can answer 429 with its
 * Retry-After. Stopping there keeps a refused request from inflating the other windows.
 */
export async function bumpAll(
  db: Db,
  subjects: string[],
  limits: readonly RateWindow[],
  now: Date,
): Promise<Bump | null> {
  const bumps: Bump[] = [];
  for (const subject of subjects) {
    for (const limit of limits) {
      const bump = await bumpCounter(db, subject, limit, now);
      bumps.push(bump);
      if (bump.count > bump.max) {
        for (const made of bumps) await undoBump(db, made);
        return bump;
      }
    }
  }
  return null;
}

export async function clearCounters(db: Db, subject: string): Promise<void> {
  await deleteCounters(db, subject);
}
