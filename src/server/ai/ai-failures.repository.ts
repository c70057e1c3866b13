import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import { paginate, type PageQuery } from '../db/paginate';
import type { AiFailureTable } from '../db/schema';

export async function insertAiFailure(db: Db, row: Insertable<AiFailureTable>): Promise<void> {
  await db.insertInto('aiFailures').values(row).execute();
}

/** Newest first. */
export function listAiFailures(db: Db, page: PageQuery) {
  return paginate(db.selectFrom('aiFailures'), page, (rows) =>
    rows.selectAll().orderBy('occurredAt', 'desc').orderBy('id'),
  );
}
