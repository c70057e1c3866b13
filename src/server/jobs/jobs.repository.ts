import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db, Dialect } from '../db/database';
import type { Database, JobTable } from '../db/schema';

export type JobRow = Selectable<JobTable>;

/** First key of the PostgreSQL advisory locks that serialise claims per owner (second: the owner). */
const OWNER_CLAIM_LOCK_SPACE = 0x6a6f6273; // 'jobs'

/** Adds a job; pass the transaction that writes what the job is about, so both commit or neither. */
export async function enqueueJob(
  db: Db,
  job: { kind: string; payload: unknown; now: Date; runAfter?: Date; ownerId?: string | null },
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
      ownerId: job.ownerId ?? null,
    })
    .execute();
  return id;
}

/** A user's jobs of these kinds that are waiting or running (the per-user queue quota). */
export async function countActiveJobsOfOwner(
  db: Db,
  ownerId: string,
  kinds: string[],
): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('kind', 'in', kinds)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims one due job for `workerId`: a queued job whose time has come, or a running one whose
 * lock expired (its worker died).
 *
 * On PostgreSQL the candidate is locked with `FOR UPDATE SKIP LOCKED` and claimed in the same
 * transaction: processes polling at once each take a different row without waiting on or
 * retrying against one another. On SQLite (and when no dialect is given) the claim is a
 * compare-and-set update; SQLite has one writer at a time, so that is its equivalent: when two
 * processes race for the same row exactly one update matches.
 *
 * Users take turns: a user's job is not claimed while `maxRunningPerOwner` of theirs already run,
 * and among the rest the user served least recently goes first, then the oldest job. So three
 * huge uploads from one seller never hold every slot while another seller's invoice waits.
 */
export async function claimNextJob(
  db: Db,
  options: {
    workerId: string;
    now: Date;
    lockMs: number;
    kinds: string[];
    maxRunningPerOwner?: number;
    dialect?: Dialect;
  },
): Promise<JobRow | null> {
  if (options.kinds.length === 0) return null;
  const now = options.now.toISOString();
  const lockedUntil = new Date(options.now.getTime() + options.lockMs).toISOString();
  const maxRunning = options.maxRunningPerOwner ?? 1;
  const isClaimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('runAfter', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
      eb.or([
        eb('ownerId', 'is', null),
        eb(
          eb
            .selectFrom('jobs as mine')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('mine.ownerId', '=', 'jobs.ownerId')
            .where('mine.status', '=', 'running')
            .where('mine.lockedUntil', '>=', now),
          '<',
          maxRunning,
        ),
      ]),
    ]);
  const candidates = (from: Db) =>
    from
      .selectFrom('jobs')
      .select(['id', 'attempts', 'ownerId'])
      .where('kind', 'in', options.kinds)
      .where((eb) => isClaimable(eb))
      // When the owner last had a job taken up ('' = never, or system work): oldest turn first.
      .orderBy((eb) =>
        eb.fn.coalesce(
          eb
            .selectFrom('jobs as served')
            .select((sub) => sub.fn.max('served.updatedAt').as('t'))
            .whereRef('served.ownerId', '=', 'jobs.ownerId')
            .where('served.status', 'in', ['running', 'done', 'failed']),
          sql.lit(''),
        ),
      )
      .orderBy('runAfter');
  const claim = (from: Db, candidate: { id: string; attempts: number }) =>
    from
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
      .where((eb) => isClaimable(eb));
  if (options.dialect === 'postgres') {
    const passedOver: string[] = [];
    for (let tries = 0; tries < 5; tries += 1) {
      const outcome = await db.transaction().execute(async (trx) => {
        // The row stays locked until commit; other claimers skip it rather than wait for it.
        let query = candidates(trx);
        if (passedOver.length > 0) query = query.where('id', 'not in', passedOver);
        const candidate = await query.limit(1).forUpdate().skipLocked().executeTakeFirst();
        if (!candidate) return 'none' as const;
        // Row locks alone let two claimers each see none of an owner's jobs running (neither
        // has committed) and both start one. Claims for one owner queue on this lock instead,
        // and the update below re-counts with what the one before committed.
        if (candidate.ownerId !== null)
          await sql`select pg_advisory_xact_lock(${OWNER_CLAIM_LOCK_SPACE}, hashtext(${candidate.ownerId}))`.execute(
            trx,
          );
        const claimed = await claim(trx, candidate).returningAll().executeTakeFirst();
        if (claimed) return claimed;
        passedOver.push(candidate.id);
        return 'passed-over' as const;
      });
      if (outcome === 'none') return null;
      if (outcome !== 'passed-over') return outcome;
    }
    return null;
  }
  for (let tries = 0; tries < 5; tries += 1) {
    const found = await candidates(db).limit(5).execute();
    if (found.length === 0) return null;
    for (const candidate of found) {
      const result = await claim(db, candidate).executeTakeFirst();
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
  options: { now: Date; runAfter: Date; error: string; attempts?: number },
): Promise<boolean> {
  const result = await heldBy(db, id, workerId)
    .set({
      ...(options.attempts === undefined ? {} : { attempts: options.attempts }),
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
