import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AiFailureTable } from '../db/schema';

export async function insertAiFailure(db: Db, row: Insertable<AiFailureTable>): Promise<void> {
  await db.insertInto('aiFailures').values(row).execute();
}

/** Newest first. */
export async function listAiFailures(db: Db, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('aiFailures')
      .selectAll()
      .orderBy('occurredAt', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('aiFailures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
