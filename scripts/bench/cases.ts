import { sql } from 'kysely';
import { refreshQueryPlannerStatistics } from '../../src/server/db/migrate';
import type { Dialect } from '../../src/server/db/database';
import { autocannon } from './load';
import { seedCases } from './seed-cases';
import { sellerDatabase } from './seller-database';
import { signIn, startServer } from './server';
import { percentile, type Benchmark, type Measurement } from './types';

const CASES = 100_000;
const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password-01' };

/** Sequential timings of one request, for figures the budget gives without a concurrency. */
async function sequential(url: string, cookie: string, times: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    durations.push(performance.now() - startedAt);
  }
  return durations.sort((a, b) => a - b);
}

async function benchDialect(
  root: string,
  webDist: string,
  dialect: Dialect,
): Promise<Measurement[]> {
  const { database, sellerId } = await sellerDatabase(dialect, SELLER);
  const ids = await seedCases(database.db, sellerId, CASES);
  if (dialect === 'postgres') await sql`analyze`.execute(database.db);
  else await refreshQueryPlannerStatistics(database.db, dialect);

  const server = await startServer({
    root,
    webDist,
    command: ['npx', 'tsx', 'src/server/main.ts'],
    env: database.env,
  });
  try {
    const cookie = await signIn(server.baseUrl, SELLER.email, SELLER.password);
    const tag = `[${dialect}, ${CASES / 1000}k cases]`;
    const results: Measurement[] = [];
    const load = async (label: string, path: string, budget: number) => {
      await autocannon(root, `${server.baseUrl}${path}`, cookie, 1);
      const r = await autocannon(root, `${server.baseUrl}${path}`, cookie, 5);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      results.push({
        label: `${label} p99 @ 50 conns ${tag}`,
        value: r.latency.p99,
        unit: 'ms',
        budget,
        note: `p50 ${r.latency.p50} ms, ${Math.round(r.requests.average)} req/s`,
      });
      const quiet = await sequential(`${server.baseUrl}${path}`, cookie, 30);
      results.push({
        label: `  same, one request at a time, p99`,
        value: percentile(quiet, 99),
        unit: 'ms',
        note: `median ${percentile(quiet, 50).toFixed(1)} ms`,
      });
    };
    // A common word (~8% of cases match, so the count is the work) and a specific ASIN.
    await load('GET /api/cases?search=kettle', '/api/cases?search=kettle&pageSize=20', 25);
    await load(
      'GET /api/cases?search=<ASIN>',
      `/api/cases?search=B0${String(CASES - 7).padStart(8, '0')}&pageSize=20`,
      25,
    );
    await load('GET /api/cases/:id', `/api/cases/${ids[Math.floor(ids.length / 2)]}`, 10);
    const stats = await sequential(`${server.baseUrl}/api/stats/dashboard`, cookie, 20);
    results.push({
      label: `GET /api/stats/dashboard median ${tag}`,
      value: percentile(stats, 50),
      unit: 'ms',
      budget: 50,
      note: `p95 ${percentile(stats, 95).toFixed(1)} ms`,
    });
    return results;
  } finally {
    await server.stop();
    await database.drop();
  }
}

export const cases: Benchmark = {
  name: 'cases',
  description: `case list, case detail and dashboard stats with ${CASES.toLocaleString('en-US')} cases (SQLite; PostgreSQL too when TEST_DATABASE_URL is set)`,
  async run({ root, webDist }) {
    const results: Measurement[] = [];
    for (const dialect of process.env.TEST_DATABASE_URL
      ? (['sqlite', 'postgres'] as const)
      : (['sqlite'] as const)) {
      results.push(...(await benchDialect(root, webDist, dialect)));
    }
    return results;
  },
};
