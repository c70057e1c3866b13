import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../app-context';
import * as repo from './jobs.repository';

export type JobHandler = {
  run: (ctx: AppContext, payload: unknown) => Promise<void>;
  /** Called once when the last attempt failed: record the failure where users will see it. */
  onGiveUp?: (ctx: AppContext, payload: unknown, error: Error) => Promise<void>;
};
export type JobHandlers = Record<string, JobHandler>;

export type JobWorkerOptions = {
  workerId?: string;
  /** A claimed job is someone else's to take over once this passes without a heartbeat. */
  lockMs?: number;
  maxAttempts?: number;
  /** First retry delay; doubles each attempt. */
  retryBaseMs?: number;
  pollMs?: number;
  /** Jobs run side by side at most; OCR and parsing are serialised on their own threads anyway. */
  concurrency?: number;
};

const defaults = {
  lockMs: 120_000,
  maxAttempts: 3,
  retryBaseMs: 5_000,
  pollMs: 1_000,
  concurrency: 2,
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
    Math.max(1_000, Math.floor(options.lockMs / 3)),
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
    if (job.attempts < options.maxAttempts) {
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

  const slot = async () => {
    while (!isStopping) {
      let job: repo.JobRow | null = null;
      try {
        job = await repo.claimNextJob(ctx.db, {
          workerId: settings.workerId,
          now: ctx.now(),
          lockMs: settings.lockMs,
          kinds: Object.keys(handlers),
        });
      } catch {
        // The database is briefly unreachable: wait a poll and try again.
      }
      if (job) {
        await runClaimed(ctx, handlers, job, settings).catch(() => undefined);
        continue;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, settings.pollMs);
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
      for (const wake of [...sleepers]) wake();
      await Promise.all(running);
    },
  };
}
