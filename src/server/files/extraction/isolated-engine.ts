import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** How far one extraction may go before its engine process is killed. */
export type EngineLimits = { timeoutMs: number; memoryMb: number };

export type EngineFailureReason = 'timeout' | 'memory' | 'crashed';

/** The engine process died, hung or grew past its memory cap while reading one file. */
export class EngineFailure extends Error {
  constructor(
    readonly reason: EngineFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'EngineFailure';
  }
}

/** The engine read the file and turned it away with a message fit for the seller. */
export class EngineRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineRefusal';
  }
}

/** What crosses the process boundary (structured clone: plain data and typed arrays). */
export type EngineRequest<Op extends string = string> = { id: number; op: Op; bytes: Uint8Array };
export type EngineResponse<R = unknown> =
  { id: number; ok: true; result: R } | { id: number; ok: false; refused: boolean; error: string };

type Task = {
  op: string;
  bytes: Uint8Array;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};

/**
 * An idle engine process is ended after this, so a quiet server holds none open; until then it
 * stays warm (starting one and loading its libraries takes a second or more).
 */
const IDLE_MS = 5 * 60_000;
/** How often the engine's resident memory is read while it works. */
const MEMORY_POLL_MS = 100;

/** Resident set size of a process in MB, from /proc (Linux); null where that is not available. */
function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Under tsx (dev, tests, `npm start`) the engine module is TypeScript, so the child loads tsx's
 * loader first; the loader is named by absolute URL so the child's working directory is irrelevant.
 */
function loaderArgs(moduleUrl: URL): string[] {
  if (!moduleUrl.pathname.endsWith('.ts')) return [];
  const require = createRequire(import.meta.url);
  return ['--import', pathToFileURL(require.resolve('tsx')).href];
}

/**
 * One child process running an extraction engine (PDF/Word parsing, or OCR), one file at a time.
 * Whatever a hostile file does to the engine (a native crash, an unhandled rejection, an endless
 * loop, gigabytes of inflated XML) happens to that process: it is killed, the one file fails with
 * an EngineFailure, and the next file gets a fresh process. The API process is never touched.
 */
export class IsolatedEngine {
  private child: ChildProcess | null = null;
  private queue: Task[] = [];
  private current: (Task & { id: number }) | null = null;
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private memoryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Highest resident memory seen, MB (reported by benchmarks and tests). */
  peakResidentMb = 0;

  constructor(
    private readonly moduleUrl: URL,
    public limits: EngineLimits,
    /** Passed to the child, which loads that role's libraries as soon as it starts. */
    private readonly role: string,
  ) {}

  run<R>(op: string, bytes: Uint8Array): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ op, bytes, resolve: resolve as (r: unknown) => void, reject });
      this.pump();
    });
  }

  /** Files waiting or being read. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** The engine's process id while it works on a file (tests kill it to prove a crash stays contained). */
  get busyPid(): number | undefined {
    return this.current ? this.child?.pid : undefined;
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const heapMb = Math.max(64, Math.floor(this.limits.memoryMb * 0.75));
    const child = fork(fileURLToPath(this.moduleUrl), [this.role], {
      execArgv: [...loaderArgs(this.moduleUrl), `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      // stdout is unused; stderr keeps native libraries' diagnostics (libpng, leptonica) in the log.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (response: EngineResponse) => this.settle(child, response));
    child.on('error', (error) =>
      this.fail(child, new EngineFailure('crashed', `The reader stopped: ${error.message}`)),
    );
    child.on('exit', (code, signal) =>
      this.fail(
        child,
        new EngineFailure('crashed', `The reader stopped unexpectedly (${signal ?? code})`),
      ),
    );
    this.child = child;
    return child;
  }

  private pump(): void {
    if (this.current) return;
    const task = this.queue.shift();
    if (!task) {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
      this.idleTimer.unref();
      // An idle engine does not keep this process alive (a script or test run may just end).
      this.child?.unref();
      this.child?.channel?.unref();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.ensureChild();
    child.ref();
    child.channel?.ref();
    const id = this.nextId++;
    this.current = { ...task, id };
    const seconds = Math.round(this.limits.timeoutMs / 100) / 10;
    this.timer = setTimeout(
      () =>
        this.fail(
          child,
          new EngineFailure('timeout', `Reading the file took more than ${seconds} s`),
        ),
      this.limits.timeoutMs,
    );
    this.memoryTimer = setInterval(() => this.checkMemory(child), MEMORY_POLL_MS);
    const request: EngineRequest = { id, op: task.op, bytes: task.bytes };
    child.send(request);
  }

  private checkMemory(child: ChildProcess): void {
    if (child !== this.child || child.pid === undefined) return;
    const rss = residentMb(child.pid);
    if (rss === null) return;
    this.peakResidentMb = Math.max(this.peakResidentMb, rss);
    if (rss > this.limits.memoryMb) {
      this.fail(
        child,
        new EngineFailure(
          'memory',
          `Reading the file needed more than ${this.limits.memoryMb} MB of memory`,
        ),
      );
    }
  }

  private stopTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.memoryTimer) clearInterval(this.memoryTimer);
    this.timer = null;
    this.memoryTimer = null;
  }

  private settle(child: ChildProcess, response: EngineResponse): void {
    const task = this.current;
    if (child !== this.child || !task || task.id !== response.id) return;
    this.stopTimers();
    this.current = null;
    if (response.ok) task.resolve(response.result);
    else if (response.refused) task.reject(new EngineRefusal(response.error));
    else task.reject(new Error(response.error));
    this.pump();
  }

  /** The process broke, hung or grew too big: kill it, fail its one file, carry on with a new one. */
  private fail(child: ChildProcess, error: Error): void {
    if (this.child !== child) return;
    this.child = null;
    this.stopTimers();
    child.kill('SIGKILL');
    const task = this.current;
    this.current = null;
    task?.reject(error);
    this.pump();
  }
}
