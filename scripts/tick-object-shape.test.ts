import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const shapeModule = pathToFileURL(path.join(import.meta.dirname, 'tick-object-shape.mjs')).href;

/**
 * The states of the keyed-property caches in Node's process.nextTick after two bursts of queued
 * callbacks with a full garbage collection between them (the moment the server's start-up can
 * hit at random), as V8's own debug print of the function reports them.
 */
async function nextTickCacheStates(withShapeModule: boolean): Promise<string[]> {
  const program = `
    ${withShapeModule ? `await import(${JSON.stringify(shapeModule)});` : ''}
    const burst = () => new Promise((resolve) => {
      for (let i = 0; i < 200; i += 1) process.nextTick(() => {});
      setTimeout(resolve, 5);
    });
    await burst();
    globalThis.gc();
    await burst();
    %DebugPrint(process.nextTick);`;
  const { stdout } = await run(process.execPath, [
    '--allow-natives-syntax',
    '--expose-gc',
    '--input-type=module',
    '-e',
    program,
  ]);
  return [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral\s+([A-Z]+)/g)].map((m) => m[1]!);
}

describe('scripts/tick-object-shape.mjs (imported first by npm start)', () => {
  it('without it, a garbage collection between queued callbacks sends nextTick to the slow path for good', async () => {
    // The problem the module works around; if a Node release fixes it, this fails and the
    // module can go.
    const states = await nextTickCacheStates(false);
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('with it, every keyed property of a queued callback keeps its one cached shape', async () => {
    const states = await nextTickCacheStates(true);
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });
});
