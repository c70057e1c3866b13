import type { RunningServer } from './server';

/** One figure a benchmark measured, with the budget it is held to (issue budgets, README). */
export type Measurement = {
  label: string;
  value: number;
  unit: 'KB' | 'MB' | 'ms' | 'score' | 'CLS' | '%' | 'x';
  /** The figure must stay strictly under this value; no budget = informational only. */
  budget?: number;
  /** How the figure is held to its budget: strictly under (default), at most, or at least. */
  comparison?: '<' | '<=' | '>=';
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
  const { value, budget, comparison = '<' } = measurement;
  if (budget === undefined) return 'INFO';
  const met =
    comparison === '<' ? value < budget : comparison === '<=' ? value <= budget : value >= budget;
  return met ? 'PASS' : 'FAIL';
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function percentile(sortedAscending: number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const index = Math.min(
    sortedAscending.length - 1,
    Math.ceil((p / 100) * sortedAscending.length) - 1,
  );
  return sortedAscending[Math.max(0, index)] ?? Number.NaN;
}

/**
 * The databases a data benchmark runs on: SQLite, and PostgreSQL when TEST_DATABASE_URL is set;
 * BENCH_DIALECTS (e.g. `postgres`) picks some of those, to re-measure one without the other.
 */
export function benchDialects(): ('sqlite' | 'postgres')[] {
  const available: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
    ? ['sqlite', 'postgres']
    : ['sqlite'];
  const wanted = process.env.BENCH_DIALECTS?.split(',').map((d) => d.trim());
  return wanted ? available.filter((d) => wanted.includes(d)) : available;
}
