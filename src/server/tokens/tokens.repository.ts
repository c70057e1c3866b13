import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { ApiTokenTable } from '../db/schema';

/** Newest first. */
export function listTokensOfUser(db: Db, userId: string) {
  return db
    .selectFrom('apiTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function insertToken(db: Db, row: Insertable<ApiTokenTable>): Promise<void> {
  await db.insertInto('apiTokens').values(row).execute();
}

/** False when the user has no token with this id. */
export async function deleteTokenOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('apiTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('apiTokens').where('userId', '=', userId).execute();
}

/** The token with this hash and its user's whole row. */
export function findTokenWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .selectAll('users')
    .select(['apiTokens.id as tokenId', 'apiTokens.lastUsedAt', 'apiTokens.scope'])
    .where('apiTokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markTokenUsed(db: Db, id: string, nowIso: string): Promise<void> {
  await db.updateTable('apiTokens').set({ lastUsedAt: nowIso }).where('id', '=', id).execute();
}
