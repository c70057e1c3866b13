import type { RunningServer } from './server';

/** One figure a benchmark measured, with the budget it is held to (issue budgets, README). */
export type Measurement = {
  label: string;
  value: number;
  unit: 'KB' | 'ms';
  /** The figure must stay strictly under this value; no budget = informational only. */
  budget?: number;
  note?: string;
};

export type BenchContext = {
  /** Repository root; every command runs from here. */
  root: string;
  /** The built web app (dist/web). */
  webDist: string;
  /**
   * A real server (node --import tsx src/server/main.ts) on a fresh temporary SQLite database,
   * started on first use and shared by the modules of one run; bench.ts stops it at the end.
   * Its first admin is BENCH_ADMIN (scripts/bench/server.ts).
   */
  sharedServer: () => Promise<RunningServer>;
};

/**
 * A benchmark module: scripts/bench.ts runs every module listed in scripts/bench/registry.ts.
 * Later issues add theirs (e.g. the cases list) by writing a module and listing it there.
 */
export type Benchmark = {
  name: string;
  description: string;
  run: (context: BenchContext) => Promise<Measurement[]>;
};

export function verdict(measurement: Measurement): 'PASS' | 'FAIL' | 'INFO' {
  if (measurement.budget === undefined) return 'INFO';
  return measurement.value < measurement.budget ? 'PASS' : 'FAIL';
}

export function percentile(sortedAscending: number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const index = Math.min(
    sortedAscending.length - 1,
    Math.ceil((p / 100) * sortedAscending.length) - 1,
  );
  return sortedAscending[Math.max(0, index)] ?? Number.NaN;
}
