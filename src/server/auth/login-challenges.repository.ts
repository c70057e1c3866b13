import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { LoginChallengeTable } from '../db/schema';

export async function deleteExpiredChallenges(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('loginChallenges').where('expiresAt', '<=', nowIso).execute();
}

export async function insertChallenge(db: Db, row: Insertable<LoginChallengeTable>): Promise<void> {
  await db.insertInto('loginChallenges').values(row).execute();
}

export function findChallengeByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('loginChallenges')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses up one attempt; false once the challenge has had `maxAttempts`. */
export async function claimChallengeAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('loginChallenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** False when the challenge was already gone (spent by a concurrent request). */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const spent = await db.deleteFrom('loginChallenges').where('id', '=', id).executeTakeFirst();
  return Number(spent.numDeletedRows) === 1;
}

/** Every pending sign-in challenge of the user (a reset or changed password, a disabled account). */
export async function deleteChallengesOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('loginChallenges').where('userId', '=', userId).execute();
}
