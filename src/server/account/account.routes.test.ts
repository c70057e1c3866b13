import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';

describe.each(dialectsUnderTest())('account profile and password (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('saves the name and business name, and changes the password only with the current one', async () => {
    const seller = await createTestUser(t.ctx, { name: 'Sam' });
    const cookie = await signIn(t.app, seller.email);
    const profile = await t.app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ name: 'Sam', email: seller.email, businessName: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { name: 'Sam Seller', businessName: '  Bright Kettle Ltd  ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Sam Seller', businessName: 'Bright Kettle Ltd' });
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { name: ' ', businessName: null },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { fields: { currentPassword: 'Your current password is not correct' } },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(204);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: seller.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await signIn(t.app, seller.email, 'a brand new passphrase')).length).toBeGreaterThan(0);
  });
});
