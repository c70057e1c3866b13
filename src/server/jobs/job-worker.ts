import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../app-context';
import { isConnectionFailure } from '../db/database-errors';
import * as repo from './jobs.repository';

export type JobHandler = {
  run: (ctx: AppContext, payload: unknown) => Promise<void>;
  /** Called once when the last attempt failed: record the failure where users will see it. */
  onGiveUp?: (ctx: AppContext, payload: unknown, error: Error) => Promise<void>;
};
export type JobHandlers = Record<string, JobHandler>;

/**
 * A failure that another attempt cannot fix (the file is unreadable, too big, or crashed its
 * reader): the job fails at once instead of being retried.
 */
export class PermanentJobError extends Error {}

/** Wakes this process's sleeping job loops (called after a transaction that enqueued work commits). */
const wakers = new Set<() => void>();
export function wakeJobWorkers(): void {
  for (const wake of [...wakers]) wake();
}

export type JobWorkerOptions = {
  workerId?: string;
  /** A claimed job is someone else's to take over once this passes without a heartbeat. */
  lockMs?: number;
  maxAttempts?: number;
  /** First retry delay; doubles each attempt. */
  retryBaseMs?: number;
  pollMs?: number;
  /** Jobs run side by side at most; OCR and parsing are serialised in their own processes anyway. */
  concurrency?: number;
  /** One user's jobs running at once at most, so others' work always finds a free slot. */
  maxRunningPerOwner?: number;
};

const defaults = {
  // Short, and heartbeated every lockMs/4: a job cut off by a crash is resumed within ~20 s.
  lockMs: 20_000,
  maxAttempts: 3,
  retryBaseMs: 5_000,
  pollMs: 1_000,
  concurrency: 2,
  maxRunningPerOwner: 1,
};

export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 15 * 60_000);
}

function reasonOf(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs one claimed job to its end: done, queued again with backoff, or failed for good. */
async function runClaimed(
  ctx: AppContext,
  handlers: JobHandlers,
  job: repo.JobRow,
  options: Required<Omit<JobWorkerOptions, 'workerId'>> & { workerId: string },
) {
  const handler = handlers[job.kind];
  const payload = JSON.parse(job.payload) as unknown;
  const heartbeat = setInterval(
    () => {
      void repo
        .extendJobLock(
          ctx.db,
          job.id,
          options.workerId,
          new Date(ctx.now().getTime() + options.lockMs),
        )
        .catch(() => undefined);
    },
    Math.max(250, Math.floor(options.lockMs / 4)),
  );
  heartbeat.unref();
  try {
    if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
    // A job reclaimed from dead workers too often is not run again: it may be what kills them.
    if (job.attempts > options.maxAttempts)
      throw new Error('The job was interrupted too many times');
    await handler.run(ctx, payload);
    await repo.completeJob(ctx.db, job.id, options.workerId, ctx.now());
  } catch (caught) {
    const error = reasonOf(caught);
    const now = ctx.now();
    if (isConnectionFailure(error) && !(error instanceof PermanentJobError)) {
      // The object store, database or a service could not be reached: that says nothing about
      // the job. It waits without spending an attempt, so an outage longer than the backoff
      // (a store restarting for a minute) does not fail every job that ran during it for good.
      await repo.retryJobLater(ctx.db, job.id, options.workerId, {
        now,
        runAfter: new Date(now.getTime() + OUTAGE_RETRY_MS),
        error: error.message,
        attempts: job.attempts - 1,
      });
    } else if (job.attempts < options.maxAttempts && !(error instanceof PermanentJobError)) {
      const runAfter = new Date(now.getTime() + retryDelayMs(job.attempts, options.retryBaseMs));
      await repo.retryJobLater(ctx.db, job.id, options.workerId, {
        now,
        runAfter,
        error: error.message,
      });
    } else if (
      await repo.failJob(ctx.db, job.id, options.workerId, { now, error: error.message })
    ) {
      await handler?.onGiveUp?.(ctx, payload, error);
    }
  } finally {
    clearInterval(heartbeat);
  }
}

/** How long a job that could not reach the store, database or a service waits to run again. */
export const OUTAGE_RETRY_MS = 15_000;

function resolved(options: JobWorkerOptions) {
  return {
    ...defaults,
    ...options,
    workerId: options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  };
}

/**
 * Claims and runs due jobs until none is left; returns how many ran. Tests call this instead
 * of starting the loop; `now` comes from ctx, so a test can move past a dead worker's lock.
 */
export async function runPendingJobsOnce(
  ctx: AppContext,
  handlers: JobHandlers,
  options: JobWorkerOptions = {},
): Promise<number> {
  const settings = resolved(options);
  let count = 0;
  for (;;) {
    const job = await repo.claimNextJob(ctx.db, {
      workerId: settings.workerId,
      now: ctx.now(),
      lockMs: settings.lockMs,
      kinds: Object.keys(handlers),
      maxRunningPerOwner: settings.maxRunningPerOwner,
      dialect: ctx.dialect,
    });
    if (!job) return count;
    await runClaimed(ctx, handlers, job, settings);
    count += 1;
  }
}

export type JobWorker = { stop: () => Promise<void>; workerId: string };

/** The background loop of an app process; any number of processes can run one against one database. */
export function startJobWorker(
  ctx: AppContext,
  handlers: JobHandlers,
  options: JobWorkerOptions = {},
): JobWorker {
  const settings = resolved(options);
  const running = new Set<Promise<void>>();
  let isStopping = false;
  const sleepers = new Set<() => void>();
  // Work enqueued by this process starts at once; other processes' work is found by polling.
  let pendingWake = false;
  const wake = () => {
    pendingWake = true;
    for (const sleeper of [...sleepers]) sleeper();
  };
  wakers.add(wake);

  const slot = async () => {
    let failures = 0;
    while (!isStopping) {
      let job: repo.JobRow | null = null;
      try {
        job = await repo.claimNextJob(ctx.db, {
          workerId: settings.workerId,
          now: ctx.now(),
          lockMs: settings.lockMs,
          kinds: Object.keys(handlers),
          maxRunningPerOwner: settings.maxRunningPerOwner,
          dialect: ctx.dialect,
        });
        failures = 0;
      } catch {
        // The database is away: back off (one poll, two, four... at most 5 s), never spin.
        failures += 1;
      }
      if (job) {
        await runClaimed(ctx, handlers, job, settings).catch(() => undefined);
        continue;
      }
      // A wake that came while this slot was claiming: look again before sleeping.
      if (pendingWake) {
        pendingWake = false;
        continue;
      }
      // stop() may have come while this slot was claiming, when there was no sleeper to wake.
      if (isStopping) break;
      const waitMs =
        failures > 0 ? Math.min(settings.pollMs * 2 ** (failures - 1), 5_000) : settings.pollMs;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        sleepers.add(done);
      });
    }
  };
  for (let i = 0; i < settings.concurrency; i += 1) {
    const loop = slot();
    running.add(loop);
  }
  // Old finished jobs are history nobody reads; drop them once at start.
  void repo
    .deleteFinishedJobsBefore(ctx.db, new Date(ctx.now().getTime() - 7 * 86_400_000))
    .catch(() => undefined);

  return {
    workerId: settings.workerId,
    stop: async () => {
      isStopping = true;
      wakers.delete(wake);
      for (const wake of [...sleepers]) wake();
      await Promise.all(running);
    },
  };
}
