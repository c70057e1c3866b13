import type { Db } from '../db/database';
import { SUBMISSION_RECORDED_PREFIX } from '../../domain/submission-package';

/** When a submission of the case was last recorded (its System entry), or undefined. */
export async function lastSubmissionAt(db: Db, caseId: string): Promise<string | undefined> {
  const entry = await db
    .selectFrom('communications')
    .select('timestamp')
    .where('caseId', '=', caseId)
    .where('type', '=', 'System')
    .where('content', 'like', `${SUBMISSION_RECORDED_PREFIX}%`)
    .orderBy('timestamp', 'desc')
    .executeTakeFirst();
  return entry?.timestamp;
}
