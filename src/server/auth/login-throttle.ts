import type { AppContext } from '../app-context';
import { rateLimited } from '../http/app-error';

// Kept in the database rather than process memory, so every app process sees the same count.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please try again later.';

async function failuresSince(
  ctx: AppContext,
  column: 'accountKey' | 'ip',
  value: string,
  sinceIso: string,
) {
  const row = await ctx.db
    .selectFrom('loginFailures')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('failedAt').as('oldest')])
    .where(column, '=', value)
    .where('failedAt', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest as string | null };
}

/** Throws 429 with Retry-After when the account or the address has failed too often lately. */
export async function assertLoginAllowed(
  ctx: AppContext,
  accountKey: string,
  ip: string,
): Promise<void> {
  const now = ctx.now().getTime();
  const since = new Date(now - LOGIN_WINDOW_MS).toISOString();
  for (const [column, value, max] of [
    ['accountKey', accountKey, MAX_FAILURES_PER_ACCOUNT],
    ['ip', ip, MAX_FAILURES_PER_IP],
  ] as const) {
    const { count, oldest } = await failuresSince(ctx, column, value, since);
    if (count >= max && oldest) {
      const retryAfterMs = new Date(oldest).getTime() + LOGIN_WINDOW_MS - now;
      throw rateLimited(TOO_MANY_ATTEMPTS_MESSAGE, retryAfterMs / 1000);
    }
  }
}

export async function recordLoginFailure(
  ctx: AppContext,
  accountKey: string,
  ip: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insertInto('loginFailures')
    .values({ accountKey, ip, failedAt: now.toISOString() })
    .execute();
  // Old rows only matter inside the window; trimming here keeps the table small without a cron.
  await ctx.db
    .deleteFrom('loginFailures')
    .where('failedAt', '<=', new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
}

export async function clearLoginFailures(ctx: AppContext, accountKey: string): Promise<void> {
  await ctx.db.deleteFrom('loginFailures').where('accountKey', '=', accountKey).execute();
}
