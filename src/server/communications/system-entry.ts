import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { insertCommunication } from './communications.repository';

/** Records something the system did to a case, in the case's own communication history. */
export async function recordSystemEntry(
  db: Db,
  entry: { caseId: string; content: string; authorId: string | null; timestamp: string },
): Promise<void> {
  await insertCommunication(db, {
    id: randomUUID(),
    caseId: entry.caseId,
    type: 'System',
    content: entry.content,
    timestamp: entry.timestamp,
    sentiment: 'neutral',
    keyIssues: '[]',
    authorId: entry.authorId,
  });
}
