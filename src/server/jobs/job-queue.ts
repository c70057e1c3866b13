import type { Db } from '../db/database';
import * as repo from './jobs.repository';

// How other features put work on the queue; the repository stays this feature's own.

export type NewJob = Parameters<typeof repo.enqueueJob>[1];

/** Queues a job inside the caller's transaction, so it exists exactly when the work's row does. */
export function enqueueJob(db: Db, job: NewJob): Promise<string> {
  return repo.enqueueJob(db, job);
}

/** Jobs of these kinds the owner has waiting or running, for per-user quotas. */
export function countActiveJobsOfOwner(db: Db, ownerId: string, kinds: string[]): Promise<number> {
  return repo.countActiveJobsOfOwner(db, ownerId, kinds);
}
