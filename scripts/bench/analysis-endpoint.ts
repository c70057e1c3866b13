import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_ANALYSES_PER_USER } from '../../src/server/analysis/email-analysis.service';
import { autocannonAsSellers, CONNECTIONS } from './load';
import { BENCH_ADMIN, signIn } from './server';
import type { Benchmark } from './types';

const BUDGET_MS = 30;
/** As many sellers as the per-user cap needs for every connection to be served, not refused. */
const SELLERS = Math.ceil(CONNECTIONS / MAX_ANALYSES_PER_USER);

/** Creates `count` sellers through the admin API and returns their session cookies. */
async function signedInSellers(baseUrl: string, adminCookie: string, count: number) {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const seller = {
      email: `analysis-seller-${i}@example.com`,
      password: `analysis-seller-pw-${i}`,
    };
    const response = await fetch(`${baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, origin: baseUrl },
      body: JSON.stringify({ name: `Analysis seller ${i}`, role: 'user', ...seller }),
    });
    // 409: made by an earlier run on the same server.
    if (response.status !== 201 && response.status !== 409)
      throw new Error(`creating a seller answered ${response.status}: ${await response.text()}`);
    cookies.push(await signIn(baseUrl, seller.email, seller.password));
  }
  return cookies;
}

/** POST /api/analysis/email under load, with a real notice from the analyzer's corpus. */
export const analysisEndpoint: Benchmark = {
  name: 'analysis-endpoint',
  description: `POST /api/analysis/email (built-in analyzer) at ${CONNECTIONS} connections shared by ${SELLERS} sellers, for 5 s`,
  async run({ root, sharedServer }) {
    const { baseUrl } = await sharedServer();
    const adminCookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
    // One seller may have MAX_ANALYSES_PER_USER analyses running at once (more wait with a 429),
    // so the connections are spread over enough sellers for none to be refused.
    const cookies = await signedInSellers(baseUrl, adminCookie, SELLERS);
    const dir = path.join(root, 'src/server/analysis/corpus/synthetic');
    const fixture = JSON.parse(readFileSync(path.join(dir, '001-safety-cpc-toy.json'), 'utf8')) as {
      content: string[];
    };
    const post = { json: { content: fixture.content.join('\n') }, origin: baseUrl };
    const url = `${baseUrl}/api/analysis/email`;
    await autocannonAsSellers(root, url, cookies, 1, post);
    const r = await autocannonAsSellers(root, url, cookies, 5, post);
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`analysis endpoint: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return [
      {
        label: `POST /api/analysis/email p99 @ ${CONNECTIONS} conns (${SELLERS} sellers)`,
        value: r.latency.p99,
        unit: 'ms',
        budget: BUDGET_MS,
        note: `p50 ${r.latency.p50} ms, ${Math.round(r.requests.average)} req/s`,
      },
    ];
  },
};
