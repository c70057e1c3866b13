import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from './test-support/case-factory';
import { dialectsUnderTest } from './test-support/test-database';
import {
  createTestApp,
  createTestUser,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from './test-support/test-app';

describe.each(dialectsUnderTest())('admin API on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createTestUser(t.ctx, { role: 'admin', name: 'Ada Admin' });
    adminId = a.id;
    admin = await signIn(t.app, a.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  it('refuses every admin endpoint to a seller (403) and to a visitor (401)', async () => {
    const seller = await signIn(t.app, (await createTestUser(t.ctx)).email);
    const endpoints: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/users'],
      [
        'POST',
        '/api/admin/users',
        { name: 'x', email: 'x@example.com', password: 'long enough password', role: 'admin' },
      ],
      ['PATCH', `/api/admin/users/${adminId}`, { role: 'user' }],
      ['DELETE', `/api/admin/users/${adminId}`],
      ['GET', '/api/admin/access-requests'],
      ['POST', '/api/admin/access-requests/x/approve'],
      ['POST', '/api/admin/access-requests/x/reject', { reason: 'no' }],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(seller, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });

  it('creates users with password rules, lists and searches them', async () => {
    const weak = await call(admin, 'POST', '/api/admin/users', {
      name: 'Sam',
      email: 'sam@example.com',
      password: 'short',
      role: 'user',
    });
    expect(weak.json().error.fields.password).toBe('Password must be at least 12 characters');
    const asEmail = await call(admin, 'POST', '/api/admin/users', {
      name: 'Sam',
      email: 'samuel.long@example.com',
      password: 'samuel.long@example.com',
      role: 'user',
    });
    expect(asEmail.json().error.fields.password).toBe('Password must not be your email address');
    const created = await call(admin, 'POST', '/api/admin/users', {
      name: 'Sam Seller',
      email: 'Sam@Example.com',
      username: 'sam',
      password: TEST_PASSWORD,
      role: 'user',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'sam@example.com',
      username: 'sam',
      role: 'user',
      status: 'active',
    });
    expect(
      (
        await call(admin, 'POST', '/api/admin/users', {
          name: 'Dup',
          email: 'sam@example.com',
          password: TEST_PASSWORD,
          role: 'user',
        })
      ).statusCode,
    ).toBe(409);
    const list = (await call(admin, 'GET', '/api/admin/users?search=sam%20seller')).json();
    expect(list.items.map((u: { email: string }) => u.email)).toEqual(['sam@example.com']);
    expect(list.items[0].casesCount).toBe(0);
    expect((await signIn(t.app, 'sam')).length).toBeGreaterThan(10);
  });

  it('disabling a user revokes their sessions at once', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    const response = await call(admin, 'PATCH', `/api/admin/users/${user.id}`, {
      status: 'disabled',
    });
    expect(response.json().status).toBe('disabled');
    expect((await call(cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('protects the last active admin and the acting admin', async () => {
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${adminId}`, { role: 'user' })).statusCode,
    ).toBe(409);
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${adminId}`, { status: 'disabled' }))
        .statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/api/admin/users/${adminId}`)).statusCode).toBe(409);
    const second = await createTestUser(t.ctx, { role: 'admin' });
    const secondCookie = await signIn(t.app, second.email);
    // With two admins, one may demote the other, but then the remaining one is protected again.
    expect(
      (await call(secondCookie, 'PATCH', `/api/admin/users/${adminId}`, { name: 'Ada A.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${second.id}`, { role: 'user' })).json().role,
    ).toBe('user');
    const lastAdminSelf = await call(admin, 'PATCH', `/api/admin/users/${adminId}`, {
      role: 'user',
    });
    expect(lastAdminSelf.statusCode).toBe(409);
  });

  it('deletes a user, handing their cases to the deleting admin', async () => {
    const user = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, user.email);
    const c = await createCaseViaApi(t.app, cookie);
    const response = await call(admin, 'DELETE', `/api/admin/users/${user.id}`);
    expect(response.json()).toEqual({ reassignedCases: 1 });
    expect((await call(admin, 'GET', `/api/cases/${c.id}`)).json().ownerId).toBe(adminId);
    expect((await call(cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('approves an access request with a single-use invitation that expires in 7 days', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: {
        email: 'new.seller@example.com',
        companyName: 'New Seller Co',
        useCase: 'FBA locks',
      },
      remoteAddress: '198.51.100.7',
    });
    const requestId = submitted.json().id;
    const approved = await call(admin, 'POST', `/api/admin/access-requests/${requestId}/approve`);
    expect(approved.statusCode).toBe(200);
    const { inviteUrl, expiresAt, accessRequest } = approved.json();
    expect(accessRequest.status).toBe('approved');
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = String(inviteUrl).split('/invite/')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const stored = await t.ctx.db.selectFrom('invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    // The admin can copy the same link again until it is used.
    const again = await call(admin, 'GET', `/api/admin/access-requests/${requestId}/invite-link`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ inviteUrl, expiresAt });

    // The account exists but cannot be used before the invitation is accepted.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'new.seller@example.com', password: 'anything at all' },
    });
    expect(early.statusCode).toBe(401);

    expect((await call(undefined, 'GET', `/api/invitations/${token}`)).json()).toMatchObject({
      email: 'new.seller@example.com',
      name: 'New Seller Co',
    });
    const accepted = await call(undefined, 'POST', `/api/invitations/${token}`, {
      password: 'my own good password',
    });
    expect(accepted.statusCode).toBe(200);
    const spent = await call(admin, 'GET', `/api/admin/access-requests/${requestId}/invite-link`);
    expect(spent.statusCode).toBe(404);
    expect(spent.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(
      (await t.ctx.db.selectFrom('invitations').select('tokenSealed').executeTakeFirstOrThrow())
        .tokenSealed,
    ).toBeNull();
    expect(
      (
        await call(undefined, 'POST', `/api/invitations/${token}`, {
          password: 'another good password',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await signIn(t.app, 'new.seller@example.com', 'my own good password')).length,
    ).toBeGreaterThan(10);
    expect(
      (await call(admin, 'POST', `/api/admin/access-requests/${requestId}/approve`)).statusCode,
    ).toBe(409);
  });

  it('refuses an expired invitation, and records a rejection with its reason', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { email: 'late@example.com', companyName: 'Late Co', useCase: 'x' },
      remoteAddress: '198.51.100.8',
    });
    const { inviteUrl } = (
      await call(admin, 'POST', `/api/admin/access-requests/${submitted.json().id}/approve`)
    ).json();
    const token = String(inviteUrl).split('/invite/')[1];
    t.setNow(new Date(Date.now() + 8 * 86_400_000));
    expect(
      (
        await call(undefined, 'POST', `/api/invitations/${token}`, {
          password: 'my own good password',
        })
      ).statusCode,
    ).toBe(404);
    t.setNow(new Date());

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { email: 'spam@example.com', companyName: 'Spam', useCase: 'x' },
      remoteAddress: '198.51.100.9',
    });
    const rejected = await call(
      admin,
      'POST',
      `/api/admin/access-requests/${other.json().id}/reject`,
      { reason: 'Not a marketplace seller' },
    );
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reviewNote: 'Not a marketplace seller',
    });
    const pending = (await call(admin, 'GET', '/api/admin/access-requests?status=pending')).json();
    expect(pending.items.map((r: { email: string }) => r.email)).not.toContain('spam@example.com');
  });

  it('computes the overview and keeps an audit log without secrets', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'nobody@example.com', password: 'secret-typed-password' },
      remoteAddress: '203.0.113.5',
    });
    const seller = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, seller.email);
    const c = await createCaseViaApi(t.app, cookie);
    await call(cookie, 'PATCH', `/api/cases/${c.id}`, { status: 'In Progress' });
    await t.app.flushApiRequestCounts();

    const overview = (await call(admin, 'GET', '/api/admin/overview')).json();
    const users = (await call(admin, 'GET', '/api/admin/users?pageSize=100')).json();
    expect(overview.totalUsers).toBe(users.total);
    expect(overview.activeCases).toBeGreaterThanOrEqual(1);
    expect(overview.apiRequests).toBeGreaterThan(10);
    expect(overview.systemStatus).toBe('Active');

    const log = (await call(admin, 'GET', '/api/admin/audit-log?pageSize=100')).json();
    const actions = new Set(log.items.map((e: { action: string }) => e.action));
    for (const action of [
      'auth.login',
      'auth.login_failed',
      'user.created',
      'user.disabled',
      'user.deleted',
      'access_request.approved',
      'access_request.rejected',
      'invitation.accepted',
      'case.status_changed',
    ]) {
      expect(actions, action).toContain(action);
    }
    const text = JSON.stringify(log);
    expect(text).not.toContain('secret-typed-password');
    expect(text).not.toContain(TEST_PASSWORD);
    const failed = (
      await call(admin, 'GET', '/api/admin/audit-log?action=auth.login_failed')
    ).json();
    expect(failed.items.every((e: { action: string }) => e.action === 'auth.login_failed')).toBe(
      true,
    );
  });
});
