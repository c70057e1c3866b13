import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PackageBuildInput, PackageBuildOutput } from './package-build';
import type { PackageBuildRequest, PackageBuildResponse } from './package-build.worker';

/** A build that failed for a reason retrying will not change: shown to the seller as is. */
export class PackageBuildError extends Error {}

/** Heap of the build thread; pdf-lib's object graph lives there (file bytes are outside it). */
const THREAD_HEAP_MB = 768;
/** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
const IDLE_MS = 120_000;

/**
 * Starts the worker module. Under tsx (dev, tests, `npm start`) the module is TypeScript, which a
 * worker thread cannot load by itself, so it is imported through tsx's API.
 */
function startWorker(moduleUrl: URL): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: THREAD_HEAP_MB };
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, { resourceLimits });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const target = JSON.stringify(moduleUrl.href);
  return new Worker(
    `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${target}, ${target}))`,
    { eval: true, resourceLimits },
  );
}

type Task = {
  request: PackageBuildRequest;
  timeLimitMs: number;
  resolve: (output: PackageBuildOutput) => void;
  reject: (error: Error) => void;
};

function tooLong(timeLimitMs: number): PackageBuildError {
  return new PackageBuildError(
    `Generating the package took longer than ${Math.round(timeLimitMs / 1000)} seconds and was stopped. Remove or split very large documents and try again.`,
  );
}

const OUT_OF_MEMORY = new PackageBuildError(
  'Generating the package needed too much memory and was stopped. Remove or split very large documents and try again.',
);

/**
 * One background thread that builds packages, one at a time, kept warm between builds (starting
 * it costs about a second). A build past its time limit, or one that runs the thread out of
 * memory, ends the thread with whatever it held; the next build starts a fresh one.
 */
class PackageBuildThread {
  private worker: Worker | null = null;
  private queue: Task[] = [];
  private current: Task | null = null;
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly moduleUrl: URL) {}

  build(input: PackageBuildInput, timeLimitMs: number): Promise<PackageBuildOutput> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, input }, timeLimitMs, resolve, reject });
      this.pump();
    });
  }

  /** Starts the thread ahead of a build (loading pdf-lib takes about a second), idle until then. */
  warm(): void {
    if (this.worker) return;
    this.ensureWorker().unref();
    if (!this.current && this.queue.length === 0) this.scheduleIdleClose();
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
    this.idleTimer.unref();
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.timer) clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = null;
    // Builds cut off by a shutdown fail (their jobs run again); none is left waiting forever.
    const cutOff = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = null;
    for (const task of cutOff) task.reject(new Error('The package thread was closed'));
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.moduleUrl);
    worker.on('message', (response: PackageBuildResponse) => this.settle(response));
    worker.on('error', (error: Error & { code?: string }) =>
      this.fail(worker, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : error),
    );
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(worker, new Error(`Package thread exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.current) return;
    const task = this.queue.shift();
    if (!task) {
      // An idle thread never keeps the process alive; a build in progress does.
      this.worker?.unref();
      this.scheduleIdleClose();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.current = task;
    // The limit counts from when the build starts, not while it waits for the thread.
    this.timer = setTimeout(() => {
      const worker = this.worker;
      if (worker) this.fail(worker, tooLong(task.timeLimitMs));
    }, task.timeLimitMs);
    const { documents } = task.request.input;
    const worker = this.ensureWorker();
    worker.ref();
    // Each document's bytes own their ArrayBuffer, so they move to the thread rather than copy.
    worker.postMessage(task.request, [
      ...new Set(documents.flatMap((d) => (d.bytes ? [d.bytes.buffer as ArrayBuffer] : []))),
    ]);
  }

  private settle(response: PackageBuildResponse): void {
    const task = this.current;
    if (!task || task.request.id !== response.id) return;
    if (this.timer) clearTimeout(this.timer);
    this.current = null;
    if (response.ok) task.resolve(response.output);
    else
      task.reject(new PackageBuildError(`The package could not be generated: ${response.error}`));
    this.pump();
  }

  /** The thread broke, hung or ran out of memory: fail its build, end it, carry on with a fresh one. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    if (this.timer) clearTimeout(this.timer);
    const task = this.current;
    this.current = null;
    task?.reject(error);
    this.pump();
  }
}

const thread = new PackageBuildThread(
  new URL(
    `./package-build.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  ),
);

/**
 * Builds the package in the package thread, so the API keeps answering while it runs; rejects
 * with a PackageBuildError when it takes longer than `timeLimitMs` or runs out of memory.
 */
export function buildPackageInThread(
  input: PackageBuildInput,
  options: { timeLimitMs: number },
): Promise<PackageBuildOutput> {
  return thread.build(input, options.timeLimitMs);
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
