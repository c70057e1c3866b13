import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseKind, ParseRequest, ParseResponse } from './extraction.worker';
import type { ParsedText } from './text-extraction';

type Task = {
  request: ParseRequest;
  resolve: (result: ParsedText) => void;
  reject: (error: Error) => void;
};

/** A parse that takes longer than this is abandoned and its thread replaced. */
const TASK_TIMEOUT_MS = 60_000;
/** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
const IDLE_MS = 30_000;

/**
 * Starts the worker module. Under tsx (dev, tests, `npm start`) the module is TypeScript, which a
 * worker thread cannot load by itself, so it is imported through tsx's API.
 */
function startWorker(moduleUrl: URL): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl);
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const target = JSON.stringify(moduleUrl.href);
  return new Worker(
    `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${target}, ${target}))`,
    {
      eval: true,
    },
  );
}

/** One background thread that parses PDF, DOCX and DOC files, one file at a time. */
export class ParsePool {
  private worker: Worker | null = null;
  private queue: Task[] = [];
  private current: Task | null = null;
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly moduleUrl: URL) {}

  parse(kind: ParseKind, bytes: Uint8Array): Promise<ParsedText> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, kind, bytes }, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.moduleUrl);
    worker.on('message', (response: ParseResponse) => this.settle(response));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(worker, new Error(`Parser thread exited (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.current) return;
    const task = this.queue.shift();
    if (!task) {
      this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
      this.idleTimer.unref();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.current = task;
    this.timer = setTimeout(() => {
      const worker = this.worker;
      if (worker) this.fail(worker, new Error('Reading the file took too long'));
    }, TASK_TIMEOUT_MS);
    this.ensureWorker().postMessage(task.request);
  }

  private settle(response: ParseResponse): void {
    const task = this.current;
    if (!task || task.request.id !== response.id) return;
    if (this.timer) clearTimeout(this.timer);
    this.current = null;
    if (response.ok) task.resolve(response.result);
    else task.reject(new Error(response.error));
    this.pump();
  }

  /** The thread broke or hung: fail its task, drop the thread, carry on with a fresh one. */
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
