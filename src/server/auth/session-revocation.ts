import type { Db } from '../db/database';
import { deleteSessionsOfUser } from './sessions.repository';

/** Signs the user out everywhere, inside the caller's transaction (a disabled or deleted account). */
export async function revokeSessionsOfUser(db: Db, userId: string): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}
