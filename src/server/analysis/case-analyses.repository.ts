import type { Insertable } from 'kysely';
import { emailAnalysisSchema, type EmailAnalysis } from '../../domain/email-analysis';
import type { Db } from '../db/database';
import type { CaseAnalysisTable } from '../db/schema';

export async function insertCaseAnalysis(
  db: Db,
  row: Insertable<CaseAnalysisTable>,
): Promise<void> {
  await db.insertInto('caseAnalyses').values(row).execute();
}

/** The case's most recent e-mail analysis, or null when none was ever run. */
export async function findLatestCaseAnalysis(
  db: Db,
  caseId: string,
): Promise<EmailAnalysis | null> {
  const row = await db
    .selectFrom('caseAnalyses')
    .select('result')
    .where('caseId', '=', caseId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? emailAnalysisSchema.parse(JSON.parse(row.result)) : null;
}
