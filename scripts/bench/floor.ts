import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Dialect } from '../../src/server/db/database';
import { freePort, stopProcessGroup } from '../lib/server-process';
import { autocannon } from './load';
import { seedCases } from './seed-cases';
import { sellerDatabase } from './seller-database';
import { signIn, startServer } from './server';
import { benchDialects, median, type Benchmark, type Measurement } from './types';

const CASES = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
type Target = 'hello' | 'health' | 'me' | 'bareGet' | 'get';
/** Requests per second of each target, one entry per round. */
type Rates = Record<Target, number[]>;

const SELLER = { email: 'floor-seller@example.com', password: 'floor-seller-password-01' };

/** Starts an anchor script (scripts/bench/anchors) and waits for it to print "ready". */
async function startAnchor(
  root: string,
  script: string,
  env: Record<string, string>,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    // The anchors get the same start as the app (scripts/tick-object-shape.mjs, decision 0014):
    // without it a Node process lands on V8's slow path for nextTick at random, and a ratio
    // would measure which of the two did rather than the app's own overhead.
    [
      '--import',
      pathToFileURL(path.join(root, 'scripts/tick-object-shape.mjs')).href,
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/anchors', script),
    ],
    { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopProcessGroup(child) };
}

async function floorOn(root: string, webDist: string, dialect: Dialect): Promise<Measurement[]> {
  const { database, sellerId } = await sellerDatabase(dialect, SELLER);
  const ids = await seedCases(database.db, sellerId, CASES);
  const caseId = ids[Math.floor(ids.length / 2)]!;

  const rps: Rates = {
    hello: [],
    health: [],
    me: [],
    bareGet: [],
    get: [],
  };
  try {
    // Each round starts the app and both anchors afresh. One Node process can settle into a
    // slower steady state than another of the same build (V8's feedback for Node's own
    // process.nextTick literal goes megamorphic in some runs: about 10.5 against 13.5 us of CPU
    // per /api/health, decided at start), so the median over fresh processes is the typical
    // server, not one draw.
    for (let round = 0; round < ROUNDS; round += 1)
      await measureRound(root, webDist, database.env, caseId, dialect, rps);
  } finally {
    await database.drop();
  }
  const ratio = (a: Target, b: Target) =>
    median(rps[a].map((value, i) => (100 * value) / rps[b][i]!));
  const tag = `[${dialect}, ${CASES / 1000}k cases, c50]`;
  const rate = (name: Target) => `${Math.round(median(rps[name])).toLocaleString('en-US')} req/s`;
  return [
    {
      label: `GET /api/health ÷ Fastify hello ${tag}`,
      value: ratio('health', 'hello'),
      unit: '%',
      budget: 70,
      comparison: '>=',
      note: `${rate('health')} vs ${rate('hello')}`,
    },
    {
      label: `GET /api/auth/me ÷ Fastify hello ${tag}`,
      value: ratio('me', 'hello'),
      unit: '%',
      budget: 40,
      comparison: '>=',
      note: `${rate('me')} vs ${rate('hello')}`,
    },
    {
      label: `GET /api/cases/:id ÷ bare Fastify + same SQL ${tag}`,
      value: ratio('get', 'bareGet'),
      unit: '%',
      budget: 50,
      comparison: '>=',
      note: `${rate('get')} vs ${rate('bareGet')}`,
    },
  ];
}

/** One round: a fresh app and fresh anchors, each target measured once, in turn. */
async function measureRound(
  root: string,
  webDist: string,
  env: Record<string, string>,
  caseId: string,
  dialect: Dialect,
  rps: Rates,
): Promise<void> {
  // The server as `npm start` runs it (the esbuild bundle): under tsx every closure made per
  // request also pays esbuild's keep-names wrapper, which the shipped server does not.
  const app = await startServer({
    root,
    webDist,
    command: [process.execPath, 'scripts/start.mjs'],
    env,
  });
  const anchors: { stop: () => Promise<void> }[] = [];
  try {
    const cookie = await signIn(app.baseUrl, SELLER.email, SELLER.password);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const hello = await startAnchor(root, 'hello.ts', {});
    anchors.push(hello);
    const bare = await startAnchor(root, 'bare-case.ts', {
      ...env,
      ...(dialect === 'sqlite' ? { SQLITE_PATH: env.SQLITE_PATH! } : {}),
      TOKEN_HASH: createHash('sha256').update(token).digest('hex'),
    });
    anchors.push(bare);
    // Every target is measured in turn, so a slow spell of the shared machine lands on anchor
    // and app alike; ratios are taken per round, then the median.
    const targets: Record<Target, { url: string; cookie: string | null }> = {
      hello: { url: `${hello.baseUrl}/hello`, cookie: null },
      health: { url: `${app.baseUrl}/api/health`, cookie: null },
      me: { url: `${app.baseUrl}/api/auth/me`, cookie },
      bareGet: { url: `${bare.baseUrl}/cases/${caseId}`, cookie: null },
      get: { url: `${app.baseUrl}/api/cases/${caseId}`, cookie },
    };
    for (const [name, target] of Object.entries(targets) as [Target, (typeof targets)[Target]][]) {
      await autocannon(root, target.url, target.cookie, 1);
      const result = await autocannon(root, target.url, target.cookie, SECONDS);
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rps[name].push(result.requests.average);
    }
  } finally {
    for (const anchor of anchors) await anchor.stop();
    await app.stop();
  }
}

export const floor: Benchmark = {
  name: 'floor',
  description: `request overhead against anchors started in the same run: a Fastify hello, and a bare Fastify route sending the same SQL as GET /api/cases/:id (${ROUNDS} interleaved rounds of ${SECONDS} s at 50 connections; SQLite, and PostgreSQL when TEST_DATABASE_URL is set)`,
  async run({ root, webDist }) {
    const results: Measurement[] = [];
    for (const dialect of benchDialects()) results.push(...(await floorOn(root, webDist, dialect)));
    return results;
  },
};
