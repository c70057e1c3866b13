import { autocannon, CONNECTIONS } from './load';
import { BENCH_ADMIN, signIn } from './server';
import { percentile, type Benchmark } from './types';

const LOGIN_BUDGET_MS = 300;
const LOGINS = 20;
const ME_P99_BUDGET_MS = 5;
const DURATION_S = 5;

async function timeLogin(baseUrl: string): Promise<number> {
  const startedAt = performance.now();
  await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  return performance.now() - startedAt;
}

export const auth: Benchmark = {
  name: 'auth',
  description: `login latency over ${LOGINS} sign-ins; GET /api/auth/me at ${CONNECTIONS} connections for ${DURATION_S} s`,
  async run({ root, sharedServer }) {
    const { baseUrl } = await sharedServer();

    // Correct passwords only, so the failed-login throttle never engages.
    for (let i = 0; i < 3; i += 1) await timeLogin(baseUrl);
    const logins: number[] = [];
    for (let i = 0; i < LOGINS; i += 1) logins.push(await timeLogin(baseUrl));
    logins.sort((a, b) => a - b);

    const cookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const meUrl = `${baseUrl}/api/auth/me`;
    await autocannon(root, meUrl, cookie, 1); // warm-up: JIT, statement cache
    const me = await autocannon(root, meUrl, cookie, DURATION_S);
    if (me.non2xx > 0 || me.errors > 0) {
      throw new Error(
        `/api/auth/me answered ${me.non2xx} non-2xx responses and ${me.errors} errors`,
      );
    }

    // The same load on the cheapest API route (one `select 1`) shows the floor this machine sets
    // with autocannon sharing its two cores: by Little's law, latency = connections / throughput.
    const health = await autocannon(root, `${baseUrl}/api/health`, null, DURATION_S);

    return [
      {
        label: 'Login (argon2id) median',
        value: percentile(logins, 50),
        unit: 'ms',
        budget: LOGIN_BUDGET_MS,
      },
      {
        label: 'Login (argon2id) p95',
        value: percentile(logins, 95),
        unit: 'ms',
        budget: LOGIN_BUDGET_MS,
      },
      {
        label: `GET /api/auth/me p99 @ ${CONNECTIONS} conns`,
        value: me.latency.p99,
        unit: 'ms',
        budget: ME_P99_BUDGET_MS,
        note: `p50 ${me.latency.p50} ms, ${Math.round(me.requests.average)} req/s, ${me.requests.total} requests`,
      },
      {
        label: `  baseline GET /api/health p99 @ ${CONNECTIONS} conns`,
        value: health.latency.p99,
        unit: 'ms',
        note: `p50 ${health.latency.p50} ms, ${Math.round(health.requests.average)} req/s`,
      },
    ];
  },
};
