import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/test-app';

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe.each(dialectsUnderTest())('F15: two-factor sign-in (TOTP) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    t.setNow(new Date());
    await t.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

  /** Signs the user in, sets up TOTP through the API, and answers the secret and recovery codes. */
  async function enableTwoFactor(email: string) {
    const cookie = await signIn(t.app, email);
    const wrongPassword = await post('/api/auth/totp/setup', { password: 'not mine' }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    const setup = await post('/api/auth/totp/setup', { password: TEST_PASSWORD }, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/CasePilot:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const wrongCode = await post('/api/auth/totp/enable', { code: '000000' }, cookie);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.fields.code).toBe('The code is not correct');
    const enabled = await post(
      '/api/auth/totp/enable',
      { code: codeAt(secret, t.ctx.now()) },
      cookie,
    );
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    return { cookie, secret, recoveryCodes: recoveryCodes as string[] };
  }

  it('an admin turns it on; sign-in then asks for the code, and only the right code opens a session', async () => {
    const start = new Date('2026-05-01T09:00:00Z');
    t.setNow(start);
    const admin = await createTestUser(t.ctx, { role: 'admin' });
    const { cookie, secret, recoveryCodes } = await enableTwoFactor(admin.email);
    const status = await t.app.inject({ url: '/api/auth/totp', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Recovery codes are stored hashed only.
    const stored = await t.ctx.db.selectFrom('recoveryCodes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('totpSecretSealed')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(user.totpSecretSealed).not.toContain(secret);

    t.setNow(new Date(start.getTime() + 60_000));
    const first = await post('/api/auth/login', {
      emailOrUsername: admin.email,
      password: TEST_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.cookies.find((c) => c.name === 'casepilot_session')).toBeUndefined();
    const { challenge } = first.json();

    const wrong = await post('/api/auth/login/totp', { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    const code = codeAt(secret, t.ctx.now());
    const right = await post('/api/auth/login/totp', { challenge, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.id).toBe(admin.id);
    const session = sessionCookieFrom(right);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    // The challenge is spent, and the same code cannot be used again (replay).
    expect((await post('/api/auth/login/totp', { challenge, code })).statusCode).toBe(401);
    const again = await post('/api/auth/login', {
      emailOrUsername: admin.email,
      password: TEST_PASSWORD,
    });
    expect(
      (await post('/api/auth/login/totp', { challenge: again.json().challenge, code })).statusCode,
    ).toBe(400);

    // A recovery code works once.
    const recovered = await post('/api/auth/login/totp', {
      challenge: again.json().challenge,
      code: recoveryCodes[0]?.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const third = await post('/api/auth/login', {
      emailOrUsername: admin.email,
      password: TEST_PASSWORD,
    });
    expect(
      (
        await post('/api/auth/login/totp', {
          challenge: third.json().challenge,
          code: recoveryCodes[0],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a challenge allows five code guesses, then is gone', async () => {
    t.setNow(new Date('2026-05-02T09:00:00Z'));
    const admin = await createTestUser(t.ctx, { role: 'admin' });
    const { secret } = await enableTwoFactor(admin.email);
    t.setNow(new Date('2026-05-02T09:05:00Z'));
    const { challenge } = (
      await post('/api/auth/login', { emailOrUsername: admin.email, password: TEST_PASSWORD })
    ).json();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/auth/login/totp', { challenge, code: `00000${i}` }),
      ),
    );
    expect(guesses.filter((g) => g.statusCode === 400).length).toBeLessThanOrEqual(5);
    const late = await post('/api/auth/login/totp', {
      challenge,
      code: codeAt(secret, t.ctx.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe('The sign-in step expired; please sign in again');
  });

  it('the requirement for all admins keeps an admin without 2FA out of admin routes, not out of the set-up', async () => {
    t.setNow(new Date('2026-05-03T09:00:00Z'));
    const withTotp = await createTestUser(t.ctx, { role: 'admin' });
    const without = await createTestUser(t.ctx, { role: 'admin' });
    const withoutCookie = await signIn(t.app, without.email);
    const put = (cookie: string, requireAdminTwoFactor: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/security-settings',
        headers: { cookie },
        payload: { requireAdminTwoFactor },
      });
    expect((await put(withoutCookie, true)).statusCode).toBe(409);

    const { secret } = await enableTwoFactor(withTotp.email);
    t.setNow(new Date('2026-05-03T09:02:00Z'));
    const { challenge } = (
      await post('/api/auth/login', { emailOrUsername: withTotp.email, password: TEST_PASSWORD })
    ).json();
    const totpCookie = sessionCookieFrom(
      await post('/api/auth/login/totp', { challenge, code: codeAt(secret, t.ctx.now()) }),
    );
    const required = await put(totpCookie, true);
    expect(required.statusCode).toBe(200);
    expect(required.json()).toEqual({ requireAdminTwoFactor: true });

    const blocked = await t.app.inject({
      url: '/api/admin/users',
      headers: { cookie: withoutCookie },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toMatch(
      /Two-factor sign-in is required for administrators/,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: totpCookie } })).statusCode,
    ).toBe(200);
    const status = await t.app.inject({
      url: '/api/auth/totp',
      headers: { cookie: withoutCookie },
    });
    expect(status.json()).toMatchObject({ enabled: false, requiredForAdmins: true });

    expect((await put(totpCookie, false)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: withoutCookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('turning it off needs the password and a code', async () => {
    t.setNow(new Date('2026-05-04T09:00:00Z'));
    const user = await createTestUser(t.ctx, { role: 'admin' });
    const { cookie, secret } = await enableTwoFactor(user.email);
    t.setNow(new Date('2026-05-04T09:01:00Z'));
    const code = codeAt(secret, t.ctx.now());
    expect(
      (await post('/api/auth/totp/disable', { password: 'wrong one', code }, cookie)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/totp/disable', { password: TEST_PASSWORD, code }, cookie)).statusCode,
    ).toBe(204);
    const plain = await post('/api/auth/login', {
      emailOrUsername: user.email,
      password: TEST_PASSWORD,
    });
    expect(plain.json().user.id).toBe(user.id);
  });
});
