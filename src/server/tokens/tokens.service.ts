import { randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMITS,
  type ApiToken,
  type ApiTokenScope,
} from '../../domain/api-token';
import type { AppContext } from '../app-context';
import type { Authenticated } from '../access/authenticated';
import { verifyPassword } from '../credentials/password';
import { bumpAll, clearCounters } from '../credentials/rate-counter';
import { generateSessionToken, hashToken } from '../credentials/session-token';
import type { Db } from '../db/database';
import { AppError, forbidden, notFound, rateLimited, unauthenticated } from '../http/app-error';
import { toUser } from '../users/users.mapper';
import { findUserById, lockSignInFacts } from '../users/user-lookup';
import * as repo from './tokens.repository';

export const TOKEN_CANNOT_CREATE_TOKENS = 'An API token cannot create API tokens; sign in to do so';
export const ADMIN_SCOPE_ADMINS_ONLY = 'Only administrators can create admin-scope tokens';
export const REENTER_PASSWORD_MESSAGE = 'Enter your password again to create an admin-scope token';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';

// Re-entering the password is a guessable check; a stolen session gets a few tries only.
const REAUTH_LIMITS = [{ window: 'reauth-15m', seconds: 15 * 60, max: 5 }] as const;

const toApiToken = (row: {
  id: string;
  name: string;
  prefix: string;
  scope: ApiTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
}): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scope: row.scope,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

export async function listTokens(ctx: AppContext, userId: string): Promise<ApiToken[]> {
  return (await repo.listTokensOfUser(ctx.db, userId)).map(toApiToken);
}

/** Creates a token; the secret is returned once and only its hash is kept. */
export async function createToken(
  ctx: AppContext,
  auth: Authenticated,
  input: { name: string; scope: ApiTokenScope; password?: string | undefined },
): Promise<ApiToken & { secret: string }> {
  // A stolen token must not be able to mint others that outlive its revocation.
  if (auth.tokenScope !== null) throw forbidden(TOKEN_CANNOT_CREATE_TOKENS);
  if (input.scope === 'admin') await assertAdminReauthenticated(ctx, auth, input.password);
  const secret = `${API_TOKEN_PREFIX}${generateSessionToken()}`;
  const row = {
    id: randomUUID(),
    userId: auth.user.id,
    name: input.name,
    prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
    tokenHash: hashToken(secret),
    scope: input.scope,
    createdAt: ctx.now().toISOString(),
    lastUsedAt: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    // A password reset or a disable that committed while this request ran has deleted the
    // user's sessions and tokens already: a token added now would outlive it. The account is
    // read locked (a reset in progress is waited for), and the asking session must still exist.
    const account = await lockSignInFacts(trx, auth.user.id);
    const isLive =
      auth.sessionId !== null && ((await auth.isSessionLive?.(trx, auth.sessionId)) ?? false);
    if (account?.status !== 'active' || !isLive) throw unauthenticated();
    await repo.insertToken(trx, row);
  });
  return { ...toApiToken(row), secret };
}

async function assertAdminReauthenticated(
  ctx: AppContext,
  auth: Authenticated,
  password: string | undefined,
): Promise<void> {
  if (auth.user.role !== 'admin') throw forbidden(ADMIN_SCOPE_ADMINS_ONLY);
  if (!password) {
    throw new AppError('VALIDATION_FAILED', REENTER_PASSWORD_MESSAGE, {
      fields: { password: REENTER_PASSWORD_MESSAGE },
    });
  }
  const over = await bumpAll(ctx.db, [`reauth:${auth.user.id}`], REAUTH_LIMITS, ctx.now());
  if (over) {
    throw rateLimited(
      'Too many password attempts. Please try again later.',
      (over.endsAt - ctx.now().getTime()) / 1000,
    );
  }
  const row = await findUserById(ctx.db, auth.user.id);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD_MESSAGE, {
      fields: { password: WRONG_PASSWORD_MESSAGE },
    });
  }
}

export async function revokeToken(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteTokenOfUser(ctx.db, userId, id))) throw notFound('API token not found');
  await clearCounters(ctx.db, `token:${id}`);
}

/** Every token of a user dies with a password reset or a disable, and stays dead afterwards. */
export async function deleteTokensOfUser(db: Db, userId: string): Promise<void> {
  await repo.deleteTokensOfUser(db, userId);
}

/**
 * Counts the request in each fixed window (minute, hour, day), for the token and for its user
 * across all their tokens (so minting more tokens buys no more requests), and refuses it with
 * 429 and Retry-After once a window is full.
 */
async function countRequest(ctx: AppContext, tokenId: string, userId: string): Promise<void> {
  const now = ctx.now();
  const over = await bumpAll(
    ctx.db,
    [`token:${tokenId}`, `user:${userId}`],
    API_TOKEN_RATE_LIMITS,
    now,
  );
  if (over) {
    const whose = over.subject.startsWith('user:')
      ? 'API rate limit of your account'
      : 'API token rate limit';
    throw rateLimited(
      `${whose} reached (${over.max} requests per ${over.window})`,
      (over.endsAt - now.getTime()) / 1000,
    );
  }
}

/** The user behind a bearer token, or null when it is unknown or its user is disabled. */
export async function authenticateApiToken(
  ctx: AppContext,
  secret: string,
): Promise<Authenticated | null> {
  const row = await repo.findTokenWithUser(ctx.db, hashToken(secret));
  if (!row || row.status !== 'active') return null;
  await countRequest(ctx, row.tokenId, row.id);
  const nowIso = ctx.now().toISOString();
  // Last use to the minute is enough to tell a live token from a forgotten one.
  if (!row.lastUsedAt || nowIso.slice(0, 16) !== row.lastUsedAt.slice(0, 16)) {
    await repo.markTokenUsed(ctx.db, row.tokenId, nowIso);
  }
  return {
    user: toUser(row),
    sessionId: null,
    tokenScope: row.scope,
    twoFactorEnabled: Boolean(row.totpEnabledAt),
  };
}
