import type { Insertable } from 'kysely';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { Db } from '../db/database';
import type { CaseAnalysisTable } from '../db/schema';
import * as repo from './case-analyses.repository';

// What other features may do with stored analyses; the repository stays this feature's own.

export function recordCaseAnalysis(db: Db, row: Insertable<CaseAnalysisTable>): Promise<void> {
  return repo.insertCaseAnalysis(db, row);
}

/** The case's most recent e-mail analysis, or null when none was ever run. */
export function findLatestCaseAnalysis(db: Db, caseId: string): Promise<EmailAnalysis | null> {
  return repo.findLatestCaseAnalysis(db, caseId);
}
