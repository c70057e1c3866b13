import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadMessage, ThreadRequest } from './serve-tasks';

/** A thread that has not loaded its module by then is taken for broken. */
const START_LIMIT_MS = 60_000;

export interface TaskThreadOptions<I> {
  /** The `.worker` module that calls `serveTasks`. */
  moduleUrl: URL;
  heapMb: number;
  /** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
  idleMs: number;
  /** Why a task was stopped: past its time limit, out of memory, or failed in the thread. */
  tooLong: (timeLimitMs: number) => Error;
  outOfMemory: () => Error;
  failed: (message: string) => Error;
  /** Buffers of the input that move to the thread rather than copy. */
  transfer?: (input: I) => ArrayBuffer[];
}

type Task<I, O> = {
  request: ThreadRequest<I>;
  timeLimitMs: number;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
};

/**
 * Starts the worker module. Under tsx (dev, tests) the module is TypeScript, which a worker
 * thread cannot load by itself, so it is imported through tsx's API.
 */
function startWorker(moduleUrl: URL, heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, { resourceLimits });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const target = JSON.stringify(moduleUrl.href);
  return new Worker(
    `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${target}, ${target}))`,
    { eval: true, resourceLimits },
  );
}

/**
 * One background thread that runs tasks one at a time, kept warm between them. A task past its
 * time limit, or one that runs the thread out of memory, ends the thread with whatever it held;
 * the next task starts a fresh one. The time limit counts from when the task reaches a thread
 * that has loaded its module, not while it waits in the queue or for the thread to start.
 */
export class TaskThread<I, O> {
  private worker: Worker | null = null;
  private isReady = false;
  private queue: Task<I, O>[] = [];
  private current: Task<I, O> | null = null;
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: TaskThreadOptions<I>) {}

  run(input: I, timeLimitMs: number): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, input }, timeLimitMs, resolve, reject });
      this.pump();
    });
  }

  /** Starts the thread ahead of a task (loading its module takes a moment), idle until then. */
  warm(): void {
    if (this.worker) return;
    this.ensureWorker().unref();
    if (!this.current && this.queue.length === 0) this.scheduleIdleClose();
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.timer) clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = null;
    this.isReady = false;
    // Tasks cut off by a shutdown fail (their jobs run again); none is left waiting forever.
    const cutOff = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = null;
    for (const task of cutOff) task.reject(new Error('The worker thread was closed'));
    if (worker) await worker.terminate();
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs);
    this.idleTimer.unref();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.options.moduleUrl, this.options.heapMb);
    this.isReady = false;
    worker.on('message', (message: ThreadMessage<O>) => {
      if (this.worker !== worker) return;
      if ('ready' in message) {
        this.isReady = true;
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.dispatch();
      } else this.settle(message);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.fail(
        worker,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? this.options.outOfMemory() : error,
      ),
    );
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(worker, new Error(`Worker thread exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.current) return;
    const task = this.queue.shift();
    if (!task) {
      // An idle thread never keeps the process alive; a task in progress does.
      this.worker?.unref();
      this.scheduleIdleClose();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.current = task;
    const worker = this.ensureWorker();
    worker.ref();
    if (this.isReady) this.dispatch();
    else
      this.timer = setTimeout(
        () => this.fail(worker, new Error('The worker thread did not start')),
        START_LIMIT_MS,
      );
  }

  private dispatch(): void {
    const task = this.current;
    const worker = this.worker;
    if (!task || !worker || !this.isReady) return;
    this.timer = setTimeout(
      () => this.fail(worker, this.options.tooLong(task.timeLimitMs)),
      task.timeLimitMs,
    );
    const transfer = this.options.transfer?.(task.request.input) ?? [];
    worker.postMessage(task.request, [...new Set(transfer)]);
  }

  private settle(response: Exclude<ThreadMessage<O>, { ready: true }>): void {
    const task = this.current;
    if (!task || task.request.id !== response.id) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
    if (response.ok) task.resolve(response.output);
    else task.reject(this.options.failed(response.error));
    this.pump();
  }

  /** The thread broke, hung or ran out of memory: fail its task, end it, carry on with a fresh one. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.isReady = false;
    void worker.terminate();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const task = this.current;
    this.current = null;
    task?.reject(error);
    this.pump();
  }
}

/** The module beside `importMetaUrl` named `name`, as .ts under tsx and .js in the bundle. */
export function siblingModule(name: string, importMetaUrl: string): URL {
  return new URL(`./${name}${importMetaUrl.endsWith('.ts') ? '.ts' : '.js'}`, importMetaUrl);
}
