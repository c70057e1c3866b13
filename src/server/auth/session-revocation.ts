import type { Db } from '../db/database';
import { deleteChallengesOfUser } from './login-challenges.repository';
import { deleteOtherSessionsOfUser, deleteSessionsOfUser } from './sessions.repository';

// A pending two-factor challenge is a sign-in half done: its password was checked, and the code
// alone turns it into a session. Whatever revokes the sessions revokes the challenges too, or a
// challenge made with the old password would outlive the reset and sign in with a valid code.

/** Signs the user out everywhere, inside the caller's transaction (a disabled or deleted account). */
export async function revokeSessionsOfUser(db: Db, userId: string): Promise<void> {
  await deleteSessionsOfUser(db, userId);
  await deleteChallengesOfUser(db, userId);
}

/** Signs the user out everywhere but the session making the request (a changed password). */
export async function revokeOtherSessionsOfUser(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await deleteOtherSessionsOfUser(db, userId, keepSessionId);
  await deleteChallengesOfUser(db, userId);
}
