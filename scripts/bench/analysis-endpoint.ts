import { readFileSync } from 'node:fs';
import path from 'node:path';
import { autocannon, CONNECTIONS } from './load';
import { BENCH_ADMIN, signIn } from './server';
import type { Benchmark } from './types';

const BUDGET_MS = 30;

/** POST /api/analysis/email under load, with a real notice from the analyzer's corpus. */
export const analysisEndpoint: Benchmark = {
  name: 'analysis-endpoint',
  description: `POST /api/analysis/email (built-in analyzer) at ${CONNECTIONS} connections for 5 s`,
  async run({ root, sharedServer }) {
    const { baseUrl } = await sharedServer();
    const cookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const dir = path.join(root, 'src/server/analysis/corpus/synthetic');
    const fixture = JSON.parse(readFileSync(path.join(dir, '001-safety-cpc-toy.json'), 'utf8')) as {
      content: string[];
    };
    const post = { json: { content: fixture.content.join('\n') }, origin: baseUrl };
    const url = `${baseUrl}/api/analysis/email`;
    await autocannon(root, url, cookie, 1, post);
    const r = await autocannon(root, url, cookie, 5, post);
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`analysis endpoint: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return [
      {
        label: `POST /api/analysis/email p99 @ ${CONNECTIONS} conns`,
        value: r.latency.p99,
        unit: 'ms',
        budget: BUDGET_MS,
        note: `p50 ${r.latency.p50} ms, ${Math.round(r.requests.average)} req/s`,
      },
    ];
  },
};
