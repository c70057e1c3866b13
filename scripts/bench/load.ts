import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CONNECTIONS = 50;

export type AutocannonResult = {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
};

/** Runs autocannon in its own process (so it does not share the event loop it measures). */
export async function autocannon(
  root: string,
  url: string,
  cookie: string | null,
  durationS: number,
  post?: { json: unknown; origin: string },
): Promise<AutocannonResult> {
  const bin = path.join(root, 'node_modules/autocannon/autocannon.js');
  const headers = cookie ? ['-H', `cookie=${cookie}`] : [];
  const body = post
    ? [
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-H',
        `origin=${post.origin}`,
        '-b',
        JSON.stringify(post.json),
      ]
    : [];
  const args = [
    bin,
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(durationS),
    ...headers,
    ...body,
    url,
  ];
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as AutocannonResult;
}

/**
 * As autocannon(), with the connections shared out among several sellers' sessions, round robin:
 * for routes that cap how many requests of one user run at once.
 */
export async function autocannonAsSellers(
  root: string,
  url: string,
  cookies: string[],
  durationS: number,
  post: { json: unknown; origin: string },
): Promise<AutocannonResult> {
  const job = {
    url,
    connections: CONNECTIONS,
    duration: durationS,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: post.origin },
    body: JSON.stringify(post.json),
    cookies,
  };
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'scripts/bench/autocannon-sellers.mjs'), JSON.stringify(job)],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}
