// `npm run bench [-- name ...]`: prints the performance budgets (issue 2) with PASS/FAIL.
// Modules live in scripts/bench/ and are listed in scripts/bench/registry.ts.
//   --strict   exit with status 1 when a budget fails (the default only reports)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchmarks } from './bench/registry';
import { startServer, type RunningServer } from './bench/server';
import { verdict, type BenchContext, type Measurement } from './bench/types';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { strict: { type: 'boolean' } },
});

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');

const unknown = positionals.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected =
  positionals.length > 0 ? benchmarks.filter((b) => positionals.includes(b.name)) : benchmarks;

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.log('No web build found; building it (npx vite build)...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

let shared: Promise<RunningServer> | undefined;
const context: BenchContext = {
  root,
  webDist,
  sharedServer: () => {
    shared ??= startServer({
      root,
      webDist,
      command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
    });
    return shared;
  },
};

function format(m: Measurement): string {
  const digits = m.unit === 'CLS' ? 3 : m.unit === 'KB' || m.value < 10 ? 1 : 0;
  const value = `${m.value.toFixed(digits)} ${m.unit}`;
  const budget =
    m.budget === undefined ? '' : `${m.comparison ?? '<'} ${+m.budget.toFixed(digits)} ${m.unit}`;
  return `${verdict(m).padEnd(4)}  ${m.label.padEnd(52)} ${value.padStart(10)}  ${budget.padEnd(10)}${m.note ? `  (${m.note})` : ''}`;
}

const all: Measurement[] = [];
let crashed = false;
try {
  for (const benchmark of selected) {
    console.log(`\n# ${benchmark.name}: ${benchmark.description}`);
    try {
      const measurements = await benchmark.run(context);
      for (const m of measurements) console.log(format(m));
      all.push(...measurements);
    } catch (error) {
      crashed = true;
      console.error(
        `ERROR ${benchmark.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
} finally {
  if (shared) await (await shared).stop();
}

const failed = all.filter((m) => verdict(m) === 'FAIL');
const budgeted = all.filter((m) => m.budget !== undefined);
console.log(
  `\n${budgeted.length - failed.length} of ${budgeted.length} budgets met${crashed ? '; a benchmark crashed' : ''}.`,
);
if (crashed || (values.strict && failed.length > 0)) process.exitCode = 1;
