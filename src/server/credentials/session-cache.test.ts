import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from './session-token';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';
import { cachedSession, SESSION_CACHE_MS, sessionWrite } from './session-cache';

describe('signed-in requests served from the session cache', () => {
  let t: TestApp;
  let clock = 0;

  beforeEach(async () => {
    t = await createTestApp('sqlite');
    clock = 50_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('a change made in this process counts on the very next request', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const seller = await signedInUser(t);
    expect((await seller.request('GET', '/api/auth/me')).statusCode).toBe(200);

    const renamed = await seller.request('PUT', '/api/account/profile', {
      name: 'Renamed Seller',
      businessName: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await seller.request('GET', '/api/auth/me')).json().user.name).toBe('Renamed Seller');

    const disabled = await admin.request('PATCH', `/api/admin/users/${seller.user.id}`, {
      status: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await seller.request('GET', '/api/auth/me')).statusCode).toBe(401);

    expect((await admin.request('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await admin.request('POST', '/api/auth/logout')).statusCode).toBe(204);
    expect((await admin.request('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('a change made by another process counts within SESSION_CACHE_MS', async () => {
    const seller = await signedInUser(t);
    expect((await seller.request('GET', '/api/auth/me')).statusCode).toBe(200);

    // Another process (a second instance, the user script) removes the session behind our back.
    await sql`delete from sessions where user_id = ${seller.user.id}`.execute(t.ctx.db);
    clock += SESSION_CACHE_MS - 1;
    expect((await seller.request('GET', '/api/auth/me')).statusCode).toBe(200);
    clock += 2;
    expect((await seller.request('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it("a session's once-a-minute refresh keeps the other sessions' entries", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    expect((await first.request('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await second.request('GET', '/api/auth/me')).statusCode).toBe(200);

    // Another process removes the second session; the cached entry still vouches for it.
    await sql`delete from sessions where user_id = ${second.user.id}`.execute(t.ctx.db);
    // Two minutes on the app's clock: the first session's next request refreshes its idle window.
    t.setNow(new Date(Date.now() + 2 * 60_000));
    expect((await first.request('GET', '/api/auth/me')).statusCode).toBe(200);
    const [refreshed] = await sql<{ seen: string }>`select last_seen_at as seen from sessions
      where user_id = ${first.user.id}`
      .execute(t.ctx.db)
      .then((r) => r.rows);
    expect(new Date(refreshed!.seen).getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect((await second.request('GET', '/api/auth/me')).statusCode).toBe(200);
    clock += SESSION_CACHE_MS;
    expect((await second.request('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('never keeps a read that overlapped a write as current', async () => {
    const db = {};
    const hash = hashToken('a-token');
    let release: (row: string) => void = () => {};
    const slowRead = cachedSession(db, hash, () => new Promise<string>((r) => (release = r)));
    await sessionWrite(async () => {});
    release('read before the write');
    expect(await slowRead).toBe('read before the write');

    const read = vi.fn(async () => 'read after the write');
    expect(await cachedSession(db, hash, read)).toBe('read after the write');
    expect(await cachedSession(db, hash, read)).toBe('read after the write');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
