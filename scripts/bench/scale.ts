import { sql } from 'kysely';
import { encodeCursor } from '../../src/server/cases/case-cursor';
import type { Dialect } from '../../src/server/db/database';
import { refreshQueryPlannerStatistics } from '../../src/server/db/migrate';
import { seedCases } from './seed-cases';
import { sellerDatabase } from './seller-database';
import { signIn, startServer } from './server';
import { benchDialects, median, type Benchmark, type Measurement } from './types';

/** Sizes the database grows through; BENCH_SCALE_SIZES=1000,100000 for a quicker run. */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,100000,1000000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const REQUESTS = 30;
/**
 * Requests to every endpoint before any is timed: the server is started afresh for each size, and
 * its first requests run code V8 has not optimised yet. That start-up cost is not the growth
 * with the data these figures are for (the first endpoint of a fresh server read 30 % slower).
 */
const WARM_UP_ROUNDS = 30;
const SELLER = { email: 'scale-seller@example.com', password: 'scale-seller-password-01' };

/** Budget per endpoint at the largest size (p50, one request at a time), and growth. */
const endpoints = {
  'list, first page': 5,
  'list, middle page (cursor)': 5,
  urgent: 5,
  'search, common word': 15,
  'search, rare word (ASIN)': 15,
  dashboard: 5,
} as const;
type Endpoint = keyof typeof endpoints;
const MAX_GROWTH = 3;

async function timedGet(url: string, cookie: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - startedAt;
}

async function p50(url: string, cookie: string): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) durations.push(await timedGet(url, cookie));
  return median(durations);
}

async function scaleOn(root: string, webDist: string, dialect: Dialect): Promise<Measurement[]> {
  const { database, sellerId } = await sellerDatabase(dialect, SELLER);
  const figures = new Map<Endpoint, number[]>();
  const results: Measurement[] = [];
  let seeded = 0;
  try {
    for (const size of SIZES) {
      const startedAt = performance.now();
      await seedCases(database.db, sellerId, size - seeded, seeded);
      seeded = size;
      // The counters' rows are updated once per seeded case; autovacuum clears those dead row
      // versions in a running system, but a bulk seed outruns it, so vacuum them as it would.
      if (dialect === 'postgres')
        await sql`vacuum analyze cases, case_stats, case_due_stats`.execute(database.db);
      else await refreshQueryPlannerStatistics(database.db, dialect);
      const seedS = (performance.now() - startedAt) / 1000;

      // The cursor a reader would hold after paging to the middle of the list.
      const middle = await database.db
        .selectFrom('cases')
        .select(['createdAt', 'id'])
        .where('ownerId', '=', sellerId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(Math.floor(size / 2))
        .limit(1)
        .executeTakeFirstOrThrow();
      const cursor = encodeCursor(
        { name: 'newest', columns: ['created_at', 'id'], direction: 'desc' },
        [middle.createdAt, middle.id],
      );

      const server = await startServer({
        root,
        webDist,
        // The server as `npm start` runs it (the esbuild bundle), as the floor bench does.
        command: [process.execPath, 'scripts/start.mjs'],
        // The seed gives most of a million cases a deadline within days, so a reminder scan
        // would write a notification for each while the lists are timed; it has its own test.
        env: { ...database.env, REMINDER_SCAN_SECONDS: '0' },
      });
      try {
        const cookie = await signIn(server.baseUrl, SELLER.email, SELLER.password);
        const base = `${server.baseUrl}/api`;
        const urls: Record<Endpoint, string> = {
          'list, first page': `${base}/cases?pageSize=20`,
          'list, middle page (cursor)': `${base}/cases?pageSize=20&page=2&after=${cursor}`,
          urgent: `${base}/cases?pageSize=20&urgent=true`,
          'search, common word': `${base}/cases?pageSize=20&search=kettle`,
          'search, rare word (ASIN)': `${base}/cases?pageSize=20&search=B0${String(Math.floor(size / 3)).padStart(8, '0')}`,
          dashboard: `${base}/stats/dashboard`,
        };
        for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
          for (const url of Object.values(urls)) await timedGet(url, cookie);
        for (const [endpoint, url] of Object.entries(urls) as [Endpoint, string][]) {
          const value = await p50(url, cookie);
          figures.set(endpoint, [...(figures.get(endpoint) ?? []), value]);
          const isLargest = size === SIZES.at(-1);
          results.push({
            label: `${endpoint} p50 [${dialect}, ${size.toLocaleString('en-US')} cases]`,
            value,
            unit: 'ms',
            ...(isLargest ? { budget: endpoints[endpoint], comparison: '<=' as const } : {}),
            ...(endpoint === 'list, first page' ? { note: `seeded in ${seedS.toFixed(0)} s` } : {}),
          });
        }
      } finally {
        await server.stop();
      }
    }
    if (SIZES.length > 1) {
      for (const [endpoint, values] of figures) {
        results.push({
          label: `${endpoint} growth ${SIZES[0]!.toLocaleString('en-US')} → ${SIZES.at(-1)!.toLocaleString('en-US')} [${dialect}]`,
          value: values.at(-1)! / values[0]!,
          unit: 'x',
          budget: MAX_GROWTH,
          comparison: '<=',
          note: values.map((v) => v.toFixed(2)).join(' → ') + ' ms',
        });
      }
    }
    return results;
  } finally {
    await database.drop();
  }
}

export const scale: Benchmark = {
  name: 'scale',
  description: `one request at a time as one seller's cases grow through ${SIZES.map((n) => n.toLocaleString('en-US')).join(', ')} (p50 of ${REQUESTS}; SQLite, and PostgreSQL when TEST_DATABASE_URL is set)`,
  async run({ root, webDist }) {
    const results: Measurement[] = [];
    for (const dialect of benchDialects()) results.push(...(await scaleOn(root, webDist, dialect)));
    return results;
  },
};
