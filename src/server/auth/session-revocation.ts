import type { Db } from '../db/database';
import { deleteOtherSessionsOfUser, deleteSessionsOfUser } from './sessions.repository';

/** Signs the user out everywhere, inside the caller's transaction (a disabled or deleted account). */
export async function revokeSessionsOfUser(db: Db, userId: string): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}

/** Signs the user out everywhere but the session making the request (a changed password). */
export async function revokeOtherSessionsOfUser(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await deleteOtherSessionsOfUser(db, userId, keepSessionId);
}
