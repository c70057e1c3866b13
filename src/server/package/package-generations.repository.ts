import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PackageGenerationTable } from '../db/schema';

export type PackageGenerationRow = Selectable<PackageGenerationTable>;

/**
 * Records a requested generation; false when one is already generating for the case (a partial
 * unique index allows one at a time, so two racing requests cannot both start one).
 */
export async function insertGeneration(
  db: Db,
  row: { id: string; caseId: string; userId: string; requestedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('packageGenerations')
    .values({ ...row, status: 'generating', error: null, finishedAt: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function deleteGeneration(db: Db, id: string): Promise<void> {
  await db.deleteFrom('packageGenerations').where('id', '=', id).execute();
}

export async function findGeneration(
  db: Db,
  id: string,
): Promise<PackageGenerationRow | undefined> {
  return db.selectFrom('packageGenerations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest generation of the case, and the newest one that finished with files. */
export async function latestGenerations(db: Db, caseId: string) {
  const latest = () =>
    db
      .selectFrom('packageGenerations')
      .selectAll()
      .where('caseId', '=', caseId)
      .orderBy('requestedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
  const [last, lastReady] = await Promise.all([
    latest().executeTakeFirst(),
    latest().where('status', '=', 'ready').executeTakeFirst(),
  ]);
  return { last, lastReady };
}

/** Requests by the user since `sinceIso`, and when the oldest of them was made. */
export async function countRequestsSince(db: Db, userId: string, sinceIso: string) {
  const row = await db
    .selectFrom('packageGenerations')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.min('requestedAt').as('oldest'),
    ])
    .where('userId', '=', userId)
    .where('requestedAt', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest as string | null };
}

/** Ends a generation still in progress; false when it was not (deleted with its case, or done). */
export async function finishGeneration(
  db: Db,
  id: string,
  outcome: { status: 'ready' | 'failed'; error: string | null; finishedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('packageGenerations')
    .set(outcome)
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A generation left "generating" past any retry (its job record was lost) is given up. */
export async function failStaleGeneration(
  db: Db,
  caseId: string,
  options: { requestedBefore: string; now: string; error: string },
): Promise<void> {
  await db
    .updateTable('packageGenerations')
    .set({ status: 'failed', error: options.error, finishedAt: options.now })
    .where('caseId', '=', caseId)
    .where('status', '=', 'generating')
    .where('requestedAt', '<', options.requestedBefore)
    .execute();
}

/** Rows older than the rate window only matter as the case's current package (`keepId`). */
export async function deleteGenerationsBefore(
  db: Db,
  caseId: string,
  options: { beforeIso: string; keepId: string },
): Promise<void> {
  await db
    .deleteFrom('packageGenerations')
    .where('caseId', '=', caseId)
    .where('id', '!=', options.keepId)
    .where('status', '!=', 'generating')
    .where('requestedAt', '<', options.beforeIso)
    .execute();
}
