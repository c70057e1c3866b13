import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseInput } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('accounts changed at once on %s', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const usersWithEmail = async (email: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  describe('F50: two accounts created at once with the same e-mail or username answer 500', () => {
    it('10 creations of one e-mail at once: one 201, the rest 409 in the error shape, one row — held', async () => {
      const email = 'same-address@example.com';
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          admin.request('POST', '/api/admin/users', {
            name: `Same ${i}`,
            email,
            password: 'a decent long password',
            role: 'user',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const r of responses.filter((r) => r.statusCode === 409))
        expect(r.json()).toEqual({
          error: { code: 'CONFLICT', message: 'A user with this email already exists' },
        });
      expect(await usersWithEmail(email)).toBe(1);
    });

    it('10 e-mails with one local part at once each get an account with a username of its own — held', async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          admin.request('POST', '/api/admin/users', {
            name: `Local ${i}`,
            email: `shared-local@shop${i}.example.com`,
            password: 'a decent long password',
            role: 'user',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const usernames = responses.map((r) => r.json().username as string);
      expect(new Set(usernames).size).toBe(10);
      expect(usernames).toContain('shared-local');
    });
  });

  describe('F51: two users given the same e-mail at once answer 500', () => {
    it('6 users changed to one address at once: one 200, the rest 409 — held', async () => {
      const users = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
      const email = 'renamed-to-one@example.com';
      const responses = await Promise.all(
        users.map(({ user }) => admin.request('PATCH', `/api/admin/users/${user.id}`, { email })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(5).fill(409)]);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('CONFLICT');
      expect(await usersWithEmail(email)).toBe(1);
    });
  });

  describe('F52: two administrators demoting each other at once leave no active administrator', () => {
    it('one demotion wins, the other gets 409 or 403, one administrator stays active — held', async () => {
      for (let round = 0; round < 5; round += 1) {
        // An install of its own each round: exactly these two administrators.
        const t2 = await createTestApp(dialect);
        try {
          const first = await signedInUser(t2, { role: 'admin' });
          const second = await signedInUser(t2, { role: 'admin' });
          const responses = await Promise.all([
            first.request('PATCH', `/api/admin/users/${second.user.id}`, { role: 'user' }),
            second.request('PATCH', `/api/admin/users/${first.user.id}`, { role: 'user' }),
          ]);
          const statuses = responses.map((r) => r.statusCode).sort();
          // The loser is either refused as the last administrator (409) or, demoted first, no
          // longer an administrator at all (403).
          expect(statuses[0]).toBe(200);
          expect([403, 409]).toContain(statuses[1]);
          const active = await t2.ctx.db
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .where('status', '=', 'active')
            .execute();
          expect(active).toHaveLength(1);
        } finally {
          await t2.close();
        }
      }
    });
  });

  describe('F60: a user deleted while they create cases answers 500', () => {
    it('the delete succeeds and keeps every case; a create that lost the race answers 409, none 500 — held', async () => {
      for (let round = 0; round < 3; round += 1) {
        const seller = await signedInUser(t);
        const creates = Array.from({ length: 12 }, () =>
          seller.request('POST', '/api/cases', caseInput()),
        );
        const deletion = admin.request('DELETE', `/api/admin/users/${seller.user.id}`);
        const [deleted, ...created] = await Promise.all([deletion, ...creates]);
        expect(deleted.statusCode).toBe(200);
        for (const response of created) {
          expect([201, 401, 404, 409]).toContain(response.statusCode);
          if (response.statusCode === 409) expect(response.json().error.code).toBe('CONFLICT');
        }
        // Nothing was left owned by the deleted user, and every created case was kept.
        const orphans = await t.ctx.db
          .selectFrom('cases')
          .select('id')
          .where('ownerId', '=', seller.user.id)
          .execute();
        expect(orphans).toEqual([]);
        for (const response of created.filter((r) => r.statusCode === 201)) {
          const kept = await t.ctx.db
            .selectFrom('cases')
            .select('ownerId')
            .where('id', '=', response.json().id as string)
            .executeTakeFirst();
          expect(kept?.ownerId).toBe(admin.user.id);
        }
      }
    });
  });
});
