import { startServer } from './server';
import type { Benchmark, Measurement } from './types';

const BUDGET_MS = 3_000;
const RUNS = 3;

const commands: { label: string; command: [string, ...string[]] }[] = [
  { label: '`npm start`', command: ['npm', 'start', '--silent'] },
  { label: '`npx tsx src/server/main.ts`', command: ['npx', 'tsx', 'src/server/main.ts'] },
  {
    label: '`node --import tsx src/server/main.ts`',
    command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const startup: Benchmark = {
  name: 'startup',
  description: `spawn to first 200 from /api/health on a built tree, fresh database (median of ${RUNS})`,
  async run({ root, webDist }) {
    // One discarded start warms the OS file cache, as any second start on a machine would be.
    await (await startServer({ root, webDist, command: commands[2]!.command })).stop();
    const results: Measurement[] = [];
    for (const { label, command } of commands) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const server = await startServer({ root, webDist, command });
        times.push(server.startupMs);
        await server.stop();
      }
      results.push({
        label: `Start to /api/health: ${label}`,
        value: median(times),
        unit: 'ms',
        budget: BUDGET_MS,
        note: `runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      });
    }
    return results;
  },
};
