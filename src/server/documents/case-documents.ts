import type { CaseDocument } from '../../domain/document';
import type { Db } from '../db/database';
import * as repo from './documents.repository';

// Reads of a case's documents for the case aggregate (detail, debrief, package); the caller has
// already passed the case guard. The repository stays this feature's own.

export function listDocumentsOfCase(db: Db, caseId: string): Promise<CaseDocument[]> {
  return repo.listDocumentsOfCase(db, caseId);
}

/** With each file's storage key and extracted text, for the files enclosed in a package. */
export function listDocumentsWithContent(
  db: Db,
  caseId: string,
): Promise<(CaseDocument & { storageKey: string; extractedText: string | null })[]> {
  return repo.listDocumentsWithContent(db, caseId);
}

/** Read before the case row is deleted, so the files can go once the deletion has committed. */
export function listStorageKeysOfCase(db: Db, caseId: string): Promise<string[]> {
  return repo.listStorageKeysOfCase(db, caseId);
}
