import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../credentials/session-token';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './auth.service';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-throttle';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/test-app';

describe.each(dialectsUnderTest())('auth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (emailOrUsername: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password },
      remoteAddress: ip,
    });

  it('signs in by e-mail (any case) and by username, and /auth/me answers the user', async () => {
    const user = await createTestUser(t.ctx, { username: 'dana', name: 'Dana' });
    const byEmail = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      username: 'dana',
      name: 'Dana',
      role: 'user',
    });
    expect(byEmail.json().user.passwordHash).toBeUndefined();

    const cookie = byEmail.cookies.find((c) => c.name === 'casepilot_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);

    const byUsername = await login('dana', TEST_PASSWORD);
    expect(byUsername.statusCode).toBe(200);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: sessionCookieFrom(byUsername) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: byUsername.json().user });
  });

  it('stores only a hash of the session token', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const user = await createTestUser(t.ctx);
    const wrong = await login(user.email, 'not the password', '10.0.1.1');
    const unknown = await login('nobody@example.com', 'whatever', '10.0.1.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username/email or password' },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('rejects blank fields with the field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: ' ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        emailOrUsername: 'Email or username is required',
        password: 'Password is required',
      },
    });
  });

  it('does not let a disabled user sign in, and ends their sessions', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    await t.ctx.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', user.id)
      .execute();
    expect((await login(user.email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('throttles an account after repeated failures with 429 and Retry-After, and lets it in after the window', async () => {
    const user = await createTestUser(t.ctx);
    const start = new Date('2026-01-01T10:00:00Z');
    t.setNow(start);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await login(user.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    t.setNow(new Date(start.getTime() + 16 * 60 * 1000));
    expect((await login(user.email, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    t.setNow(new Date());
  });

  it('throttles an address that tries many accounts', async () => {
    const ip = '10.2.0.9';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      expect((await login(`someone${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    }
    const user = await createTestUser(t.ctx);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.10')).statusCode).toBe(200);
  });

  it('revokes the session on logout, server-side', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    // The browser is told to drop the session cookie under both names it may hold.
    const cleared = logout.cookies.map((c) => [c.name, c.value, c.maxAge, c.path, c.secure]);
    expect(cleared).toEqual([
      ['casepilot_session', '', 0, '/', undefined],
      ['__Host-casepilot_session', '', 0, '/', true],
    ]);
    // The old cookie value, replayed, no longer works.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const rows = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('expires a session after 7 days idle, and after 30 days however active', async () => {
    const user = await createTestUser(t.ctx);
    const start = new Date('2026-03-01T08:00:00Z');
    t.setNow(start);
    const idleCookie = await signIn(t.app, user.email);
    t.setNow(new Date(start.getTime() + SESSION_IDLE_MS + 60_000));
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: idleCookie } })).statusCode,
    ).toBe(401);

    t.setNow(start);
    const activeCookie = await signIn(t.app, user.email);
    // Used every 6 days: never idle for 7, yet still cut off at 30.
    for (let day = 6; day < 30; day += 6) {
      t.setNow(new Date(start.getTime() + day * 24 * 3600 * 1000));
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: { cookie: activeCookie } })).statusCode,
      ).toBe(200);
    }
    t.setNow(new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000));
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: activeCookie } })).statusCode,
    ).toBe(401);
    t.setNow(new Date());
  });

  it('answers /auth/me without a session, or with a forged one, with 401 UNAUTHENTICATED', async () => {
    const none = await t.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'casepilot_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin (CSRF) and allows our own', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(own.statusCode).toBe(204);
  });
});
