import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserScript } from './lib/run-user-script';
import {
  createTestApp,
  createTestUser,
  signIn,
  type TestApp,
} from '../src/server/test-support/test-app';
import { SESSION_CACHE_MS } from '../src/server/credentials/session-cache';
import { dialectsUnderTest } from '../src/server/test-support/test-database';

describe.each(dialectsUnderTest())('npm run user on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const user = (...args: string[]) => runUserScript(t, ...args);

  it('reset-password refuses a common password, and otherwise revokes the API tokens too', async () => {
    const seller = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, seller.email);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'Script' },
    });
    const secret = token.json().secret as string;
    const asToken = () =>
      t.app.inject({ url: '/api/cases', headers: { authorization: `Bearer ${secret}` } });
    expect((await asToken()).statusCode).toBe(200);

    const common = await user(
      'reset-password',
      '--email',
      seller.email,
      '--password',
      'password1234',
    );
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('This password is too common; choose another');
    expect((await asToken()).statusCode).toBe(200);

    const reset = await user(
      'reset-password',
      '--email',
      seller.email,
      '--password',
      'a fresh long passphrase',
    );
    expect(reset.code, reset.stderr).toBe(0);
    expect((await asToken()).statusCode).toBe(401);
    // The script is another process: this one sees its revocation once the session it read
    // last is older than SESSION_CACHE_MS, as a second instance would.
    const revokedBy = Date.now() + SESSION_CACHE_MS + 500;
    let me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    while (me.statusCode === 200 && Date.now() < revokedBy) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    }
    expect(me.statusCode).toBe(401);
  }, 60_000);
});
