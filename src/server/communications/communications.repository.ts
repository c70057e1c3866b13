import type { Insertable, Selectable } from 'kysely';
import type { Communication } from '../../domain/communication';
import { compiledOnceMany } from '../db/compiled-query-cache';
import type { Db } from '../db/database';
import type { CommunicationTable } from '../db/schema';

export function toCommunication(row: Selectable<CommunicationTable>): Communication {
  return {
    id: row.id,
    caseId: row.caseId,
    type: row.type,
    content: row.content,
    timestamp: row.timestamp,
    sentiment: row.sentiment,
    keyIssues: JSON.parse(row.keyIssues) as string[],
  };
}

export async function insertCommunication(
  db: Db,
  row: Insertable<CommunicationTable>,
): Promise<void> {
  await db.insertInto('communications').values(row).execute();
}

// Read on every case detail: compiled once (db/compiled-query-cache).
const communicationsOfCase = compiledOnceMany(
  (db: Db, caseId: string) =>
    db
      .selectFrom('communications')
      .selectAll()
      .where('caseId', '=', caseId)
      .orderBy('timestamp', 'asc')
      .orderBy('id', 'asc'),
  ['placeholder-case-id'],
);

export async function listCommunicationsOfCase(db: Db, caseId: string): Promise<Communication[]> {
  return (await communicationsOfCase(db, caseId)).map(toCommunication);
}

export async function findCommunication(db: Db, id: string): Promise<Communication | undefined> {
  const row = await db
    .selectFrom('communications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCommunication(row) : undefined;
}
