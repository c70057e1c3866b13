import { afterEach, describe, expect, it } from 'vitest';
import { TaskThread } from './task-thread';

class Stopped extends Error {}

function patternThread() {
  return new TaskThread<{ text: string }, { matches: boolean }>({
    moduleUrl: new URL('./test-support/pattern.worker.ts', import.meta.url),
    heapMb: 64,
    idleMs: 60_000,
    tooLong: (ms) => new Stopped(`stopped after ${ms} ms`),
    outOfMemory: () => new Stopped('out of memory'),
    failed: (message) => new Error(`failed: ${message}`),
  });
}

const HANGS = `${'a'.repeat(40)}b`;

describe('TaskThread', () => {
  let thread: ReturnType<typeof patternThread> | null = null;
  afterEach(async () => {
    await thread?.close();
    thread = null;
  });

  it('stops a task that backtracks past its time limit while the event loop keeps turning, then answers the next task on a fresh thread', async () => {
    thread = patternThread();
    // The first task also waits for the thread to load; the time limit does not count that.
    await expect(thread.run({ text: 'aaa' }, 5_000)).resolves.toEqual({ matches: true });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    await expect(thread.run({ text: HANGS }, 300)).rejects.toThrow('stopped after 300 ms');
    clearInterval(ticker);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5_000);
    // The main thread was free the whole time: its 10 ms timer fired most of the time.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
    await expect(thread.run({ text: 'aaaa' }, 5_000)).resolves.toEqual({ matches: true });
  });

  it('fails only the task that threw, and queued tasks after a stopped one still run in order', async () => {
    thread = patternThread();
    const results = await Promise.allSettled([
      thread.run({ text: 'throw' }, 5_000),
      thread.run({ text: HANGS }, 300),
      thread.run({ text: 'b' }, 5_000),
      thread.run({ text: 'aa' }, 5_000),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      'Error: failed: bad input',
      'Error: stopped after 300 ms',
      { matches: false },
      { matches: true },
    ]);
  });
});
