import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signIn, type TestApp } from './test-support/test-app';

/** How many hooks of each phase printRoutes lists for a top-level route's GET. */
function hooksOf(t: TestApp, route: string): Record<string, number> {
  const lines = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const start = lines.findIndex((line) => line.includes(`${route} (GET`));
  const hooks: Record<string, number> = {};
  for (const line of lines.slice(start + 1)) {
    const hook = /• \((\w+)\) \[(.*)\]/.exec(line);
    if (!hook) break;
    hooks[hook[1]!] = hook[2]!.split(',').length;
  }
  return hooks;
}

async function countedRequests(t: TestApp): Promise<number> {
  const rows = await t.ctx.db.selectFrom('apiRequestDays').select('count').execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

describe('what every request meets on arrival', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  // Each hook a route carries is a call on every request, however little it does: a health
  // check polled by a load balancer pays for the one arrival hook, nothing more; the NUL guard
  // comes with input to check.
  it('runs one hook on arrival and none after the answer, on a public and a signed-in route', () => {
    expect(hooksOf(t, '/api/health')).toEqual({ onRequest: 1 });
    // The second is the route's own policy (requireUser).
    expect(hooksOf(t, '/api/cases')).toEqual({ onRequest: 2, preValidation: 1 });
  });

  it('sets the headers, counts the request and resolves the caller in that one hook', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    await t.app.flushApiRequestCounts();
    const before = await countedRequests(t);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['cache-control']).toBe('no-store');
    // A refused cross-site write is still an API request, and is counted as one.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    await t.app.flushApiRequestCounts();
    expect(await countedRequests(t)).toBe(before + 2);
  });
});
