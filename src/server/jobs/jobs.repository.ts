import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, JobTable } from '../db/schema';

export type JobRow = Selectable<JobTable>;

/** Adds a job; pass the transaction that writes what the job is about, so both commit or neither. */
export async function enqueueJob(
  db: Db,
  job: { kind: string; payload: unknown; now: Date; runAfter?: Date },
): Promise<string> {
  const id = randomUUID();
  const now = job.now.toISOString();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      status: 'queued',
      attempts: 0,
      runAfter: (job.runAfter ?? job.now).toISOString(),
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/**
 * Claims one due job for `workerId`: a queued job whose time has come, or a running one whose
 * lock expired (its worker died). The claim is a compare-and-set update, so when two processes
 * race for the same row exactly one wins, on SQLite and PostgreSQL alike.
 */
export async function claimNextJob(
  db: Db,
  options: { workerId: string; now: Date; lockMs: number; kinds: string[] },
): Promise<JobRow | null> {
  if (options.kinds.length === 0) return null;
  const now = options.now.toISOString();
  const lockedUntil = new Date(options.now.getTime() + options.lockMs).toISOString();
  const isClaimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('runAfter', '<=', now)]),
      eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
    ]);
  for (let tries = 0; tries < 5; tries += 1) {
    const candidates = await db
      .selectFrom('jobs')
      .select(['id', 'attempts'])
      .where('kind', 'in', options.kinds)
      .where((eb) => isClaimable(eb))
      .orderBy('runAfter')
      .limit(5)
      .execute();
    if (candidates.length === 0) return null;
    for (const candidate of candidates) {
      const result = await db
        .updateTable('jobs')
        .set({
          status: 'running',
          lockedBy: options.workerId,
          lockedUntil,
          attempts: candidate.attempts + 1,
          updatedAt: now,
        })
        .where('id', '=', candidate.id)
        .where('attempts', '=', candidate.attempts)
        .where((eb) => isClaimable(eb))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        return (
          (await db
            .selectFrom('jobs')
            .selectAll()
            .where('id', '=', candidate.id)
            .executeTakeFirst()) ?? null
        );
      }
    }
  }
  return null;
}

/** The worker's lock on a job it still holds; false when another worker took it over. */
function heldBy(db: Db, id: string, workerId: string) {
  return db
    .updateTable('jobs')
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .where('status', '=', 'running');
}

export async function completeJob(
  db: Db,
  id: string,
  workerId: string,
  now: Date,
): Promise<boolean> {
  const result = await heldBy(db, id, workerId)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, updatedAt: now.toISOString() })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function retryJobLater(
  db: Db,
  id: string,
  workerId: string,
  options: { now: Date; runAfter: Date; error: string },
): Promise<boolean> {
  const result = await heldBy(db, id, workerId)
    .set({
      status: 'queued',
      runAfter: options.runAfter.toISOString(),
      lockedBy: null,
      lockedUntil: null,
      lastError: options.error,
      updatedAt: options.now.toISOString(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function failJob(
  db: Db,
  id: string,
  workerId: string,
  options: { now: Date; error: string },
): Promise<boolean> {
  const result = await heldBy(db, id, workerId)
    .set({
      status: 'failed',
      lockedBy: null,
      lockedUntil: null,
      lastError: options.error,
      updatedAt: options.now.toISOString(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pushes the lock forward while a long job runs, so it is not taken for a dead worker's. */
export async function extendJobLock(
  db: Db,
  id: string,
  workerId: string,
  lockedUntil: Date,
): Promise<void> {
  await heldBy(db, id, workerId).set({ lockedUntil: lockedUntil.toISOString() }).execute();
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finished jobs are history only; old ones are dropped so the table stays small. */
export async function deleteFinishedJobsBefore(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('updatedAt', '<', before.toISOString())
    .execute();
}
