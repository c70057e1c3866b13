import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('access requests handled at once on %s', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { email, companyName: 'Racing Co', useCase: 'FBA locks' },
      remoteAddress: ip,
    });

  describe('F53: one address requesting access many times at once leaves duplicate pending requests', () => {
    it('8 requests for one address at once: one 201, the rest 409, one pending row — held', async () => {
      const email = 'twice-at-once@example.com';
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => submit(email, `203.0.113.${i + 1}`)),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('CONFLICT');
      const pending = await t.ctx.db
        .selectFrom('accessRequests')
        .select('id')
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(1);
    });
  });

  describe('F54: one access request approved (or rejected) many times at once answers 500', () => {
    it('10 approvals and a rejection at once: one wins, the rest 409, one account and one invitation — held', async () => {
      const email = 'approve-at-once@example.com';
      const id = (await submit(email, '203.0.113.50')).json().id as string;
      const responses = await Promise.all([
        ...Array.from({ length: 10 }, () =>
          admin.request('POST', `/api/admin/access-requests/${id}/approve`),
        ),
        admin.request('POST', `/api/admin/access-requests/${id}/reject`, {
          reason: 'Not a seller',
        }),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const reviewed = await t.ctx.db
        .selectFrom('accessRequests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const users = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      const invitations = await t.ctx.db
        .selectFrom('invitations')
        .select('id')
        .where('accessRequestId', '=', id)
        .execute();
      // An approval that won made the account and its one invitation; a rejection that won made neither.
      const approved = reviewed.status === 'approved';
      expect(users).toHaveLength(approved ? 1 : 0);
      expect(invitations).toHaveLength(approved ? 1 : 0);
    });
  });
});
