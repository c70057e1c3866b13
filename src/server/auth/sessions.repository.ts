import type { Insertable } from 'kysely';
import { compiledOnce } from '../db/compiled-query-cache';
import type { Db } from '../db/database';
import type { SessionTable } from '../db/schema';
import { sessionWrite } from '../credentials/session-cache';

export async function insertSession(db: Db, session: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** Every signed-in request runs this: compiled once, see compiledOnce. */
export const findSessionWithUser = compiledOnce(
  (db: Db, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'sessions.id as sessionId',
        'sessions.expiresAt',
        'sessions.idleExpiresAt',
        'sessions.lastSeenAt',
        'users.id',
        'users.email',
        'users.username',
        'users.name',
        'users.role',
        'users.status',
        'users.createdAt',
        'users.totpEnabledAt',
      ])
      .where('sessions.tokenHash', '=', tokenHash),
  ['placeholder-token-hash'],
);

export async function touchSession(
  db: Db,
  sessionId: string,
  lastSeenAt: string,
  idleExpiresAt: string,
): Promise<void> {
  // Not a sessionWrite: it only moves the idle window forward, which the caller also writes into
  // its cached row, and a refresh once a minute per active session must not empty everyone's
  // cache entries.
  await db
    .updateTable('sessions')
    .set({ lastSeenAt, idleExpiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await sessionWrite(() => db.deleteFrom('sessions').where('id', '=', sessionId).execute());
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await sessionWrite(() => db.deleteFrom('sessions').where('userId', '=', userId).execute());
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every session of the user but `keepSessionId` (null: every one). */
export async function deleteOtherSessionsOfUser(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await sessionWrite(() => query.execute());
}

export async function deleteExpiredSessions(db: Db, nowIso: string): Promise<void> {
  await sessionWrite(() =>
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expiresAt', '<=', nowIso), eb('idleExpiresAt', '<=', nowIso)]))
      .execute(),
  );
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await sessionWrite(() => db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute());
}
