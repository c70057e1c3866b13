import { siblingModule, TaskThread } from '../threads/task-thread';
import type { PackageBuildInput, PackageBuildOutput } from './package-build';

/** A build that failed for a reason retrying will not change: shown to the seller as is. */
export class PackageBuildError extends Error {}

/** Heap of the build thread; pdf-lib's object graph lives there (file bytes are outside it). */
const THREAD_HEAP_MB = 768;
/** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
const IDLE_MS = 120_000;

/**
 * One background thread that builds packages, one at a time, kept warm between builds (starting
 * it costs about a second).
 */
const thread = new TaskThread<PackageBuildInput, PackageBuildOutput>({
  moduleUrl: siblingModule('package-build.worker', import.meta.url),
  heapMb: THREAD_HEAP_MB,
  idleMs: IDLE_MS,
  tooLong: (timeLimitMs) =>
    new PackageBuildError(
      `Generating the package took longer than ${Math.round(timeLimitMs / 1000)} seconds and was stopped. Remove or split very large documents and try again.`,
    ),
  outOfMemory: () =>
    new PackageBuildError(
      'Generating the package needed too much memory and was stopped. Remove or split very large documents and try again.',
    ),
  failed: (message) => new PackageBuildError(`The package could not be generated: ${message}`),
  // Each document's bytes own their ArrayBuffer, so they move to the thread rather than copy.
  transfer: (input) =>
    input.documents.flatMap((d) => (d.bytes ? [d.bytes.buffer as ArrayBuffer] : [])),
});

/**
 * Builds the package in the package thread, so the API keeps answering while it runs; rejects
 * with a PackageBuildError when it takes longer than `timeLimitMs` or runs out of memory.
 */
export function buildPackageInThread(
  input: PackageBuildInput,
  options: { timeLimitMs: number },
): Promise<PackageBuildOutput> {
  return thread.run(input, options.timeLimitMs);
}

/**
 * Starts the package thread if it is not running, so its start-up overlaps what comes before a
 * build (the job being claimed, the Plan of Action being drafted, the files being read).
 */
export function warmPackageThread(): void {
  thread.warm();
}

/** Ends the package thread (shutdown, tests). */
export function closePackageThread(): Promise<void> {
  return thread.close();
}
