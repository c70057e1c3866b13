import type { Db } from '../db/database';
import { inInbox } from './inbound-mail.repository';

// The intake's reads of cases, communications and documents: what a received notice is matched
// against and checked for, so a message seen twice files nothing twice.

export async function hasAmazonEmail(db: Db, caseId: string, content: string): Promise<boolean> {
  const row = await db
    .selectFrom('communications')
    .select('id')
    .where('caseId', '=', caseId)
    .where('type', '=', 'Amazon Email')
    .where('content', '=', content)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasDocumentNamed(
  db: Db,
  caseId: string,
  file: { name: string; size: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('caseId', '=', caseId)
    .where('size', '=', file.size)
    .where('name', '=', file.name)
    .executeTakeFirst();
  return row !== undefined;
}

/** The seller's notice waiting in the Inbox. */
export function findInboxItem(db: Db, userId: string, id: string, staleBefore: string) {
  return db
    .selectFrom('inboundMail')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where(inInbox(staleBefore))
    .executeTakeFirst();
}

/** The seller ID of the owner's most recent case. */
export async function lastSellerIdOf(db: Db, ownerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('cases')
    .select('sellerId')
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.sellerId;
}

/** The owner's cases, most recently updated first. */
export function listCasesToMatch(db: Db, ownerId: string) {
  return db
    .selectFrom('cases')
    .select(['id', 'asin', 'caseType', 'status', 'updatedAt'])
    .where('ownerId', '=', ownerId)
    .orderBy('updatedAt', 'desc')
    .execute();
}

/** One of the cases whose history mentions the reference. */
export function findCaseMentioning(db: Db, caseIds: string[], reference: string) {
  return db
    .selectFrom('communications')
    .select('caseId')
    .where('caseId', 'in', caseIds)
    .where('content', 'like', `%${reference}%`)
    .executeTakeFirst();
}

/** The cases' e-mail analyses, newest first. */
export function listAnalysesOfCases(db: Db, caseIds: string[]) {
  return db
    .selectFrom('caseAnalyses')
    .select(['caseId', 'result', 'createdAt'])
    .where('caseId', 'in', caseIds)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function findIntakeToken(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('intakeAddresses')
    .select('token')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

/** Stores the token unless the user has one already (another request may have just made it). */
export async function insertIntakeTokenIfNone(
  db: Db,
  row: { userId: string; token: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('intakeAddresses')
    .values(row)
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

export async function deleteIntakeToken(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('intakeAddresses').where('userId', '=', userId).execute();
}

/** The active user an intake token belongs to. */
export async function findActiveOwnerOfToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('intakeAddresses')
    .innerJoin('users', 'users.id', 'intakeAddresses.userId')
    .select('users.id')
    .where('intakeAddresses.token', '=', token)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}
