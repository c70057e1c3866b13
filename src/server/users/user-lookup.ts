import type { Db } from '../db/database';
import * as repo from './users.repository';

// How other features read accounts (sign-in, tokens, invitations, start-up); the repository
// stays this feature's own.

export function findUserById(db: Db, id: string) {
  return repo.findUserById(db, id);
}

/** Emails and usernames are stored lower-cased, so one lookup serves both on every dialect. */
export function findUserByEmailOrUsername(db: Db, emailOrUsername: string) {
  return repo.findUserByEmailOrUsername(db, emailOrUsername);
}

/** The account's password hash and status, locked for the rest of the transaction (see the repository). */
export function lockSignInFacts(db: Db, id: string) {
  return repo.lockSignInFacts(db, id);
}

export function countActiveAdmins(db: Db): Promise<number> {
  return repo.countActiveAdmins(db);
}

/** The business name the user gave, trimmed, or null without one. */
export async function businessNameOf(db: Db, id: string): Promise<string | null> {
  return (await repo.findBusinessName(db, id))?.trim() || null;
}

/** Who a stored user id acts as (id, role, name), for work done later on their behalf. */
export function findActorById(db: Db, id: string) {
  return repo.findActor(db, id);
}

/** Where and how to write to the user (e-mail, name) and whether they are still active. */
export function findContactById(db: Db, id: string) {
  return repo.findContact(db, id);
}
