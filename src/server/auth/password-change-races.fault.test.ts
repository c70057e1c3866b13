import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createTestUser,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import type * as PasswordModule from '../credentials/password';

/**
 * The next password check (argon2, some 30 ms) can be held open by a test: a password change
 * then lands exactly between the check and what the request does with its result.
 */
const gate = vi.hoisted(() => ({
  next: null as { entered: () => void; hold: Promise<void> } | null,
}));
vi.mock('../credentials/password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      const ok = await real.verifyPassword(hash, password);
      const held = gate.next;
      gate.next = null;
      if (held) {
        held.entered();
        await held.hold;
      }
      return ok;
    },
  };
});

function holdNextPasswordCheck() {
  let entered!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const hold = new Promise<void>((resolve) => (release = resolve));
  gate.next = { entered, hold };
  return { reached, release };
}

describe.each(dialectsUnderTest())('password changes racing sign-ins (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: email, password: TEST_PASSWORD },
    });
  const reset = (userId: string, password: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: { cookie: admin },
      payload: { password },
    });
  const sessionsOf = async (userId: string) =>
    (await t.ctx.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute())
      .length;
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

  describe('F71: a sign-in with the old password racing a password reset keeps its session', () => {
    it('a sign-in whose password check spans an admin reset is refused and leaves no session — held', async () => {
      const seller = await createTestUser(t.ctx);
      const held = holdNextPasswordCheck();
      const signingIn = login(seller.email);
      await held.reached;
      expect((await reset(seller.id, 'a reset passphrase 71')).statusCode).toBe(200);
      held.release();
      const answer = await signingIn;
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
      expect(await sessionsOf(seller.id)).toBe(0);
    });

    it('a sign-in whose password check spans the seller’s own change is refused — held', async () => {
      const seller = await createTestUser(t.ctx);
      const own = await signIn(t.app, seller.email);
      const held = holdNextPasswordCheck();
      const signingIn = login(seller.email);
      await held.reached;
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: own },
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a changed passphrase 71' },
      });
      expect(changed.statusCode).toBe(204);
      held.release();
      expect((await signingIn).statusCode).toBe(401);
      expect(await sessionsOf(seller.id)).toBe(1);
      expect((await me(own)).statusCode).toBe(200);
    });
  });

  describe('F72: changing one’s own password leaves every other session signed in', () => {
    it('the other sessions end, the one that changed it stays — held', async () => {
      const seller = await createTestUser(t.ctx);
      const laptop = await signIn(t.app, seller.email);
      const stolen = await signIn(t.app, seller.email);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: laptop },
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a changed passphrase 72' },
      });
      expect(changed.statusCode).toBe(204);
      expect((await me(stolen)).statusCode).toBe(401);
      expect((await me(laptop)).statusCode).toBe(200);
      expect(await sessionsOf(seller.id)).toBe(1);
    });
  });

  describe('F73: an API token minted while a password reset commits outlives the reset', () => {
    it('the token request whose session the reset revoked mid-way gets 401 and stores nothing — held', async () => {
      const other = await createTestUser(t.ctx, { role: 'admin' });
      const cookie = await signIn(t.app, other.email);
      // An admin-scope token re-checks the password: the reset lands during that check.
      const held = holdNextPasswordCheck();
      const minting = t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie },
        payload: { name: 'Script', scope: 'admin', password: TEST_PASSWORD },
      });
      await held.reached;
      expect((await reset(other.id, 'a reset passphrase 73')).statusCode).toBe(200);
      held.release();
      const answer = await minting;
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      const tokens = await t.ctx.db
        .selectFrom('apiTokens')
        .select('id')
        .where('userId', '=', other.id)
        .execute();
      expect(tokens).toEqual([]);
    });
  });

  describe('F76: a two-factor sign-in half done (password accepted, code not yet typed) outlives a password reset or change', () => {
    const codeAt = (secret: string, at: Date) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
    afterEach(() => t.setNow(undefined));

    /** A seller with two-factor sign-in on (a session of theirs, and the secret). */
    async function twoFactorSeller() {
      const seller = await createTestUser(t.ctx);
      const cookie = await signIn(t.app, seller.email);
      const setup = await post('/api/auth/totp/setup', { password: TEST_PASSWORD }, cookie);
      const { secret } = setup.json<{ secret: string }>();
      const enabled = await post(
        '/api/auth/totp/enable',
        { code: codeAt(secret, new Date()) },
        cookie,
      );
      expect(enabled.statusCode).toBe(200);
      return { seller, cookie, secret };
    }
    /** The code step after the one used to turn it on (a code is spent once). */
    const nextCode = (secret: string) => {
      t.setNow(new Date(Date.now() + 60_000));
      return codeAt(secret, t.ctx.now());
    };
    const pendingChallenge = async (email: string) => {
      const first = await login(email);
      expect(first.json()).toMatchObject({ twoFactorRequired: true });
      return first.json<{ challenge: string }>().challenge;
    };
    const challengesOf = async (userId: string) =>
      (
        await t.ctx.db
          .selectFrom('loginChallenges')
          .select('id')
          .where('userId', '=', userId)
          .execute()
      ).length;

    it('after an admin reset, the old challenge with a valid code is 401 and signs nobody in — held', async () => {
      const { seller, secret } = await twoFactorSeller();
      const challenge = await pendingChallenge(seller.email);
      expect((await reset(seller.id, 'a reset passphrase 76')).statusCode).toBe(200);
      const answer = await post('/api/auth/login/totp', { challenge, code: nextCode(secret) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(answer.cookies.find((c) => c.name === 'casepilot_session')).toBeUndefined();
      expect(await sessionsOf(seller.id)).toBe(0);
    });

    it('after the seller changes their password, another pending challenge is 401 — held', async () => {
      const { seller, cookie, secret } = await twoFactorSeller();
      const challenge = await pendingChallenge(seller.email);
      const changed = await post(
        '/api/account/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'a changed passphrase 76' },
        cookie,
      );
      expect(changed.statusCode).toBe(204);
      const answer = await post('/api/auth/login/totp', { challenge, code: nextCode(secret) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(await sessionsOf(seller.id)).toBe(1);
    });

    it('a challenge whose password check spans an admin reset is refused and not stored — held', async () => {
      const { seller } = await twoFactorSeller();
      const held = holdNextPasswordCheck();
      const signingIn = login(seller.email);
      await held.reached;
      expect((await reset(seller.id, 'a reset passphrase 76b')).statusCode).toBe(200);
      held.release();
      const answer = await signingIn;
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
      expect(await challengesOf(seller.id)).toBe(0);
    });
  });
});
