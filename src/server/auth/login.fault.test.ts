import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/test-app';
import { testConfig } from '../test-support/test-database';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-throttle';

const deviceCookieFrom = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === 'casepilot_device');
  if (!cookie) throw new Error(`no device cookie (${response.statusCode}: ${response.body})`);
  return `casepilot_device=${cookie.value}`;
};

describe.each(dialectsUnderTest())('sign-in abuse on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (
    emailOrUsername: string,
    password: string,
    ip: string,
    cookie?: string,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password },
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const failedAudits = async (userId: string) =>
    (
      await t.ctx.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'auth.login_failed')
        .where('targetId', '=', userId)
        .execute()
    ).length;

  describe('F5: login throttling bypassed by concurrency (TOCTOU)', () => {
    it('40 concurrent wrong guesses: at most 5 passwords are checked, the rest get 429 — held', async () => {
      const user = await createTestUser(t.ctx);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(user.email, `race-wrong-${i}`, `10.5.0.${i}`)),
      );
      const evaluated = responses.filter((r) => r.statusCode === 401).length;
      expect(evaluated).toBe(MAX_FAILURES_PER_ACCOUNT);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(40 - evaluated);
      expect(await failedAudits(user.id)).toBe(evaluated);
    });

    it('100 concurrent guesses from one address at many accounts: at most 20 are checked — held', async () => {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(`nobody${i}@example.com`, 'wrong', '10.6.0.1')),
      );
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(MAX_FAILURES_PER_IP);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(100 - MAX_FAILURES_PER_IP);
    });
  });

  describe('F23: throttle bucket keyed on the typed identifier', () => {
    it('failures by e-mail also lock the username, and the other way round — held', async () => {
      const user = await createTestUser(t.ctx, { username: `bucket${Date.now()}` });
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1)
        expect((await login(user.email, 'wrong', `10.7.0.${i}`)).statusCode).toBe(401);
      const byUsername = await login(user.username, 'also wrong', '10.7.1.1');
      expect(byUsername.statusCode).toBe(429);
      expect(await failedAudits(user.id)).toBe(MAX_FAILURES_PER_ACCOUNT);
    });
  });

  describe('F14: per-account lockout doubles as a denial of service', () => {
    it('after an attacker locks the account, its owner still signs in from a known device; the attacker cannot — held', async () => {
      const owner = await createTestUser(t.ctx);
      const first = await login(owner.email, TEST_PASSWORD, '10.8.0.1');
      expect(first.statusCode).toBe(200);
      const device = deviceCookieFrom(first);

      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1)
        expect((await login(owner.email, 'guess', `10.8.1.${i}`)).statusCode).toBe(401);
      // The attacker, even with the right password and a forged device cookie, is held off.
      expect((await login(owner.email, TEST_PASSWORD, '10.8.2.1')).statusCode).toBe(429);
      const forged = `${device.slice(0, -4)}AAAA`;
      expect((await login(owner.email, TEST_PASSWORD, '10.8.2.2', forged)).statusCode).toBe(429);
      // Another user's genuine device cookie does not vouch for this account.
      const other = await createTestUser(t.ctx);
      const otherDevice = deviceCookieFrom(await login(other.email, TEST_PASSWORD, '10.8.3.1'));
      expect((await login(owner.email, TEST_PASSWORD, '10.8.2.3', otherDevice)).statusCode).toBe(
        429,
      );

      const fromKnownDevice = await login(owner.email, TEST_PASSWORD, '10.8.0.1', device);
      expect(fromKnownDevice.statusCode).toBe(200);
      expect(fromKnownDevice.json().user.id).toBe(owner.id);
    });

    it('an address locked by 20 failures does not lock out a known device behind it — held', async () => {
      const owner = await createTestUser(t.ctx);
      const device = deviceCookieFrom(await login(owner.email, TEST_PASSWORD, '10.9.0.1'));
      for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1)
        await login(`stranger${i}@example.com`, 'wrong', '10.9.9.9');
      expect((await login(owner.email, TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
      expect((await login(owner.email, TEST_PASSWORD, '10.9.9.9', device)).statusCode).toBe(200);
    });

    it('without a known device the owner gets in after the delay — held', async () => {
      const owner = await createTestUser(t.ctx);
      const start = new Date('2026-02-01T10:00:00Z');
      t.setNow(start);
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1)
        await login(owner.email, 'guess', `10.10.0.${i}`);
      expect((await login(owner.email, TEST_PASSWORD, '10.10.1.1')).statusCode).toBe(429);
      t.setNow(new Date(start.getTime() + 16 * 60 * 1000));
      expect((await login(owner.email, TEST_PASSWORD, '10.10.1.1')).statusCode).toBe(200);
      t.setNow(new Date());
    });
  });

  describe('F22: old session stays valid on re-login', () => {
    it('signing in again revokes the session the browser sent along — held', async () => {
      const user = await createTestUser(t.ctx);
      const old = sessionCookieFrom(await login(user.email, TEST_PASSWORD, '10.11.0.1'));
      const again = await login(user.email, TEST_PASSWORD, '10.11.0.1', old);
      expect(again.statusCode).toBe(200);
      const fresh = sessionCookieFrom(again);
      expect(fresh).not.toBe(old);
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: { cookie: old } })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: { cookie: fresh } })).statusCode,
      ).toBe(200);
    });
  });

  describe('F26: session cookie name lacks the __Host- prefix', () => {
    const httpsApp = async (env: Record<string, string>) => {
      const app = await buildApp(
        { ...t.ctx, config: testConfig({ DATA_DIR: t.ctx.config.dataDir, ...env }) },
        { serveWeb: false, logger: false },
      );
      await app.ready();
      return app;
    };

    for (const [label, env, headers] of [
      ['COOKIE_SECURE=true', { COOKIE_SECURE: 'true' }, {}],
      [
        'TRUST_PROXY and X-Forwarded-Proto: https',
        { TRUST_PROXY: 'true' },
        { 'x-forwarded-proto': 'https' },
      ],
      ['an https PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'https://casepilot.example.com' }, {}],
    ] as const) {
      it(`over https (${label}) the session cookie is __Host-casepilot_session, Secure, path / — held`, async () => {
        const app = await httpsApp(env);
        try {
          const user = await createTestUser(t.ctx);
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers,
            payload: { emailOrUsername: user.email, password: TEST_PASSWORD },
          });
          expect(response.statusCode).toBe(200);
          const session = response.cookies.find((c) => c.name === '__Host-casepilot_session');
          expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
          expect(session?.domain).toBeUndefined();
          expect(response.cookies.some((c) => c.name === 'casepilot_session')).toBe(false);
          const me = await app.inject({
            url: '/api/auth/me',
            headers: { ...headers, cookie: `__Host-casepilot_session=${session?.value}` },
          });
          expect(me.statusCode).toBe(200);
          expect(me.headers['strict-transport-security']).toBe(
            'max-age=31536000; includeSubDomains',
          );
        } finally {
          await app.close();
        }
      });
    }
  });
});
