import type { AppContext } from '../app-context';
import { rateLimited } from '../http/app-error';
import { bumpCounter, clearCounters, undoBump, type Bump } from '../credentials/rate-counter';

// Kept in the database rather than process memory, so every app process sees the same count.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** A device that signed in before has its own allowance, apart from the account's. */
export const MAX_FAILURES_PER_DEVICE = 5;
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please try again later.';

const windowOf = (max: number) => ({
  window: 'login-15m',
  seconds: LOGIN_WINDOW_MS / 1000,
  max,
});

export type LoginReservation = {
  bumps: Bump[];
  accountSubject: string;
  deviceSubject: string | null;
};

/**
 * The bucket an attempt counts against: the account itself when the identifier names one
 * (whether typed as e-mail or username), else the identifier as typed.
 */
export function accountSubjectOf(userId: string | null, identifier: string): string {
  return userId ? `login-account:${userId}` : `login-unknown:${identifier}`;
}

/**
 * Reserves one attempt before the (slow) password check, in one atomic counter bump per bucket,
 * so 40 simultaneous guesses cannot all be evaluated: the sixth and later are refused at once.
 *
 * OWASP's device-cookie scheme: a browser that signed in to this account before counts only
 * against its own bucket, so an attacker who locks the account (or the NAT address) out does not
 * lock its owner out; everyone else shares the account's and the address's buckets.
 */
export async function reserveLoginAttempt(
  ctx: AppContext,
  input: { accountSubject: string; ip: string; trustedDeviceId: string | null },
): Promise<LoginReservation> {
  const now = ctx.now();
  const deviceSubject = input.trustedDeviceId ? `login-device:${input.trustedDeviceId}` : null;
  const buckets: [string, number][] = deviceSubject
    ? [[deviceSubject, MAX_FAILURES_PER_DEVICE]]
    : [
        [input.accountSubject, MAX_FAILURES_PER_ACCOUNT],
        [`login-ip:${input.ip}`, MAX_FAILURES_PER_IP],
      ];
  const bumps: Bump[] = [];
  for (const [subject, max] of buckets)
    bumps.push(await bumpCounter(ctx.db, subject, windowOf(max), now));
  const over = bumps.filter((b) => b.count > b.max);
  if (over.length > 0) {
    for (const bump of bumps) await undoBump(ctx.db, bump);
    const retryAt = Math.max(...over.map((b) => b.endsAt));
    throw rateLimited(TOO_MANY_ATTEMPTS_MESSAGE, (retryAt - now.getTime()) / 1000);
  }
  return { bumps, accountSubject: input.accountSubject, deviceSubject };
}

/** A right password was no failure: the account starts afresh and the address gets its try back. */
export async function releaseLoginAttempt(
  ctx: AppContext,
  reservation: LoginReservation,
): Promise<void> {
  await clearCounters(ctx.db, reservation.accountSubject);
  if (reservation.deviceSubject) await clearCounters(ctx.db, reservation.deviceSubject);
  for (const bump of reservation.bumps) {
    if (bump.subject.startsWith('login-ip:')) await undoBump(ctx.db, bump);
  }
}
