import { randomUUID } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_RATE_LIMITS, type ApiToken } from '../../domain/api-token';
import type { AppContext } from '../app-context';
import type { Authenticated } from '../auth/auth.service';
import { generateSessionToken, hashToken } from '../auth/session-token';
import { notFound, rateLimited } from '../http/app-error';
import { toUser } from '../users/users.mapper';

const toApiToken = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

export async function listTokens(ctx: AppContext, userId: string): Promise<ApiToken[]> {
  const rows = await ctx.db
    .selectFrom('apiTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toApiToken);
}

/** Creates a token; the secret is returned once and only its hash is kept. */
export async function createToken(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<ApiToken & { secret: string }> {
  const secret = `${API_TOKEN_PREFIX}${generateSessionToken()}`;
  const row = {
    id: randomUUID(),
    userId,
    name,
    prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
    tokenHash: hashToken(secret),
    createdAt: ctx.now().toISOString(),
    lastUsedAt: null,
  };
  await ctx.db.insertInto('apiTokens').values(row).execute();
  return { ...toApiToken(row), secret };
}

export async function revokeToken(ctx: AppContext, userId: string, id: string): Promise<void> {
  const result = await ctx.db
    .deleteFrom('apiTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('API token not found');
}

/**
 * Counts the request in each fixed window (minute, hour, day) and refuses it with 429 and
 * Retry-After once a window is full. Counters live in the database, shared by every process.
 */
async function countRequest(ctx: AppContext, tokenId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const limit of API_TOKEN_RATE_LIMITS) {
      const row = await trx
        .selectFrom('apiTokenWindows')
        .selectAll()
        .where('tokenId', '=', tokenId)
        .where('window', '=', limit.window)
        .executeTakeFirst();
      const windowEnds = row ? new Date(row.startedAt).getTime() + limit.seconds * 1000 : 0;
      if (!row || windowEnds <= now.getTime()) {
        await trx
          .deleteFrom('apiTokenWindows')
          .where('tokenId', '=', tokenId)
          .where('window', '=', limit.window)
          .execute();
        await trx
          .insertInto('apiTokenWindows')
          .values({ tokenId, window: limit.window, startedAt: now.toISOString(), count: 1 })
          .execute();
        continue;
      }
      if (row.count >= limit.max) {
        throw rateLimited(
          `API token rate limit reached (${limit.max} requests per ${limit.window})`,
          (windowEnds - now.getTime()) / 1000,
        );
      }
      await trx
        .updateTable('apiTokenWindows')
        .set({ count: row.count + 1 })
        .where('tokenId', '=', tokenId)
        .where('window', '=', limit.window)
        .execute();
    }
  });
}

/** The user behind a bearer token, or null when it is unknown or its user is disabled. */
export async function authenticateApiToken(
  ctx: AppContext,
  secret: string,
): Promise<Authenticated | null> {
  const row = await ctx.db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .selectAll('users')
    .select(['apiTokens.id as tokenId', 'apiTokens.lastUsedAt'])
    .where('apiTokens.tokenHash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row || row.status !== 'active') return null;
  await countRequest(ctx, row.tokenId);
  const nowIso = ctx.now().toISOString();
  // Last use to the minute is enough to tell a live token from a forgotten one.
  if (!row.lastUsedAt || nowIso.slice(0, 16) !== row.lastUsedAt.slice(0, 16)) {
    await ctx.db
      .updateTable('apiTokens')
      .set({ lastUsedAt: nowIso })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return { user: toUser(row), sessionId: null };
}
