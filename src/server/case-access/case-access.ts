import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import type { Db, Transaction } from '../db/database';
import { notFound } from '../http/app-error';
import type { CaseActor } from './case-actor';
import * as repo from './case-access.repository';
import type { CaseRow } from './case-row';

/**
 * The one case guard: the case if it is the actor's (or the actor is an admin), else the 404 a
 * missing case gets. Another seller's case answers exactly like a missing one, so ids cannot be
 * probed. `db` may be a transaction, so the row read is the one the transaction goes on with:
 * the case stays locked until it ends, or two requests would each write on what they read before
 * the other's commit (two status changes both checked against the old status, a requirement
 * added twice, a note written on a case deleted meanwhile).
 */
export async function requireCaseAccess(
  db: Db,
  actor: CaseActor,
  caseId: string,
): Promise<CaseRow> {
  const row = db.isTransaction
    ? await repo.findCaseForUpdate(db as Transaction, actor, caseId)
    : await repo.findCase(db, actor, caseId);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return row;
}

/** The case when the actor may see it, else undefined: for callers that answer a miss their own way. */
export function findAccessibleCase(
  db: Db,
  actor: CaseActor,
  caseId: string,
): Promise<CaseRow | undefined> {
  return repo.findCase(db, actor, caseId);
}

/** Records activity on a case the caller has already been given access to. */
export async function touchCase(db: Db, caseId: string, updatedAt: string): Promise<void> {
  await repo.touchCase(db, caseId, updatedAt);
}
