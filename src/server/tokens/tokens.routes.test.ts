import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('personal API tokens on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const createToken = async (name: string, as = cookie) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: as },
      payload: { name },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; secret: string; prefix: string };
  };
  const bearer = (secret: string, url = '/api/cases') =>
    t.app.inject({ url, headers: { authorization: `Bearer ${secret}` } });

  it('shows the secret once, stores only its hash, and authenticates scripts as their owner', async () => {
    const mine = await createCaseViaApi(t.app, cookie);
    const token = await createToken('Reporting script');
    expect(token.secret).toMatch(/^cp_/);
    expect(token.secret.startsWith(token.prefix)).toBe(true);
    const rows = await t.ctx.db.selectFrom('apiTokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token.secret);

    const list = await bearer(token.secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { id: string }) => c.id)).toContain(mine.id);
    const listed = (await t.app.inject({ url: '/api/tokens', headers: { cookie } })).json();
    expect(listed[0]).toMatchObject({ name: 'Reporting script', prefix: token.prefix });
    expect(listed[0].secret).toBeUndefined();
    expect(listed[0].lastUsedAt).not.toBeNull();

    // A token write needs no Origin check: it carries no ambient credential.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { authorization: `Bearer ${token.secret}`, origin: 'https://scripts.example' },
      payload: {
        sellerId: 'A1',
        asin: 'B0TOKEN001',
        caseType: 'Suppression',
        title: 'From a script',
        description: 'x',
      },
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses unknown and revoked tokens', async () => {
    expect((await bearer('cp_not-a-real-token')).statusCode).toBe(401);
    const token = await createToken('Temporary');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tokens/${token.id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await bearer(token.secret)).statusCode).toBe(401);
  });

  it('enforces 100 requests per minute per token with 429 and Retry-After', async () => {
    // A user of its own: the per-user windows would otherwise carry the other tests' requests.
    const owner = await signIn(t.app, (await createTestUser(t.ctx)).email);
    const token = await createToken('Busy script', owner);
    const start = new Date('2026-11-22T10:00:00Z');
    t.setNow(start);
    for (let i = 0; i < 100; i += 1)
      expect((await bearer(token.secret, '/api/auth/me')).statusCode).toBe(200);
    const refused = await bearer(token.secret, '/api/auth/me');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'API token rate limit reached (100 requests per minute)',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.setNow(new Date(start.getTime() + 61_000));
    expect((await bearer(token.secret, '/api/auth/me')).statusCode).toBe(200);
    t.setNow(new Date());
  });
});
