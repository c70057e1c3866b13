import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { InvitationTable } from '../db/schema';
import { sessionWrite } from '../credentials/session-cache';

export async function insertInvitation(db: Db, row: Insertable<InvitationTable>): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

/** The invitation with this token hash and the account it invites. */
export function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.userId')
    .select([
      'invitations.id',
      'invitations.expiresAt',
      'invitations.usedAt',
      'users.id as userId',
      'users.email',
      'users.name',
      'users.status',
    ])
    .where('invitations.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Compare-and-set on used_at: of two simultaneous uses, only one answers true. */
export async function spendInvitation(db: Db, id: string, nowIso: string): Promise<boolean> {
  const spent = await db
    .updateTable('invitations')
    .set({ usedAt: nowIso, tokenSealed: null })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function setInvitedUserPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await sessionWrite(() =>
    db
      .updateTable('users')
      .set({ passwordHash, updatedAt: nowIso })
      .where('id', '=', userId)
      .execute(),
  );
}

/** The newest unused, unexpired invitation of the request whose token was kept sealed. */
export function findCopyableInvitation(db: Db, accessRequestId: string, nowIso: string) {
  return db
    .selectFrom('invitations')
    .select(['userId', 'tokenSealed', 'expiresAt'])
    .where('accessRequestId', '=', accessRequestId)
    .where('usedAt', 'is', null)
    .where('tokenSealed', 'is not', null)
    .where('expiresAt', '>', nowIso)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}
