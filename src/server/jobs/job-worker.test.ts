import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import {
  createTestDatabase,
  dialectsUnderTest,
  testConfig,
  type TestDatabase,
} from '../test-support/test-database';
import { retryDelayMs, runPendingJobsOnce, startJobWorker, type JobHandlers } from './job-worker';
import { claimNextJob, enqueueJob, findJob } from './jobs.repository';

describe.each(dialectsUnderTest())('durable jobs (%s)', (dialect) => {
  let database: TestDatabase;
  let ctx: AppContext;
  let now: Date;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    now = new Date('2026-11-22T12:00:00Z');
    const config = testConfig();
    ctx = createAppContext({ db: database.db, dialect: dialect }, config, {
      version: 'test',
      now: () => now,
    });
  });
  afterEach(() => database.drop());

  it('lets exactly one of several racing workers claim a job', async () => {
    await enqueueJob(ctx.db, { kind: 'k', payload: {}, now });
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((workerId) =>
        claimNextJob(ctx.db, { workerId, now, lockMs: 60_000, kinds: ['k'] }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims.find(Boolean)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('waits for run_after, and takes over a dead worker’s job once its lock expires', async () => {
    const id = await enqueueJob(ctx.db, {
      kind: 'k',
      payload: { n: 1 },
      now,
      runAfter: new Date(now.getTime() + 5_000),
    });
    expect(
      await claimNextJob(ctx.db, { workerId: 'a', now, lockMs: 60_000, kinds: ['k'] }),
    ).toBeNull();
    now = new Date(now.getTime() + 5_000);
    expect(
      await claimNextJob(ctx.db, { workerId: 'dead', now, lockMs: 60_000, kinds: ['k'] }),
    ).not.toBeNull();
    // The 'dead' worker never finishes; before its lock runs out nobody else may take the job.
    const seen: unknown[] = [];
    const handlers: JobHandlers = { k: { run: async (_ctx, payload) => void seen.push(payload) } };
    expect(await runPendingJobsOnce(ctx, handlers)).toBe(0);
    now = new Date(now.getTime() + 60_001);
    expect(await runPendingJobsOnce(ctx, handlers, { workerId: 'b' })).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await findJob(ctx.db, id)).toMatchObject({
      status: 'done',
      attempts: 2,
      lockedBy: null,
    });
  });

  it('retries with backoff, then gives up and reports the reason once', async () => {
    const id = await enqueueJob(ctx.db, { kind: 'k', payload: {}, now });
    const givenUp: string[] = [];
    const handlers: JobHandlers = {
      k: {
        run: async () => {
          throw new Error('boom');
        },
        onGiveUp: async (_ctx, _payload, error) => void givenUp.push(error.message),
      },
    };
    expect(await runPendingJobsOnce(ctx, handlers, { maxAttempts: 3, retryBaseMs: 1_000 })).toBe(1);
    expect(await findJob(ctx.db, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'boom',
      runAfter: new Date(now.getTime() + 1_000).toISOString(),
    });
    now = new Date(now.getTime() + 1_000);
    await runPendingJobsOnce(ctx, handlers, { maxAttempts: 3, retryBaseMs: 1_000 });
    expect(await findJob(ctx.db, id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      runAfter: new Date(now.getTime() + 2_000).toISOString(),
    });
    now = new Date(now.getTime() + 2_000);
    await runPendingJobsOnce(ctx, handlers, { maxAttempts: 3, retryBaseMs: 1_000 });
    expect(await findJob(ctx.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'boom',
    });
    expect(givenUp).toEqual(['boom']);
    expect(retryDelayMs(3, 1_000)).toBe(4_000);
  });

  it('runs queued jobs in the background loop and stops cleanly', async () => {
    ctx = { ...ctx, now: () => new Date() };
    const done: number[] = [];
    const worker = startJobWorker(
      ctx,
      { k: { run: async (_ctx, payload) => void done.push((payload as { n: number }).n) } },
      { pollMs: 20 },
    );
    await enqueueJob(ctx.db, { kind: 'k', payload: { n: 1 }, now: new Date() });
    await enqueueJob(ctx.db, { kind: 'k', payload: { n: 2 }, now: new Date() });
    await expect.poll(() => done.length, { timeout: 15_000 }).toBe(2);
    await worker.stop();
    expect(done.sort()).toEqual([1, 2]);
  });
});
