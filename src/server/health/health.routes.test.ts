import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as database from '../db/database';
import { DatabaseBusyError } from '../db/database-errors';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PING_FRESH_MS } from './health.routes';

vi.mock('../db/database', async (importOriginal) => {
  const actual = await importOriginal<typeof database>();
  return { ...actual, pingDatabase: vi.fn(actual.pingDatabase) };
});
const ping = vi.mocked(database.pingDatabase);

describe('GET /api/health and its database round trips', () => {
  let t: TestApp;
  let clock = 0;

  beforeEach(async () => {
    t = await createTestApp('sqlite');
    clock = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    ping.mockClear();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const health = () => t.app.inject({ url: '/api/health' });

  it('answers a burst of checks with one round trip, and asks again once it is a second old', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(ping).toHaveBeenCalledTimes(1);

    clock += PING_FRESH_MS - 1;
    expect((await health()).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(1);

    clock += 2;
    expect((await health()).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('never remembers a failed round trip as ok', async () => {
    expect((await health()).statusCode).toBe(200);
    clock += PING_FRESH_MS + 1;
    ping.mockRejectedValueOnce(new DatabaseBusyError());
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', databaseStatus: 'unavailable' });
    // The very next check asks the database again instead of trusting the older success.
    expect((await health()).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(3);
  });
});

describe('the API request counter', () => {
  it('counts each request on the UTC day it was answered, across midnight', async () => {
    const t = await createTestApp('sqlite');
    try {
      t.setNow(new Date('2026-11-22T23:59:59.500Z'));
      await t.app.inject({ url: '/api/health' });
      await t.app.inject({ url: '/api/health' });
      t.setNow(new Date('2026-11-23T00:00:00.200Z'));
      await t.app.inject({ url: '/api/health' });
      await t.app.flushApiRequestCounts();
      const rows = await t.ctx.db
        .selectFrom('apiRequestDays')
        .select(['day', 'count'])
        .orderBy('day')
        .execute();
      expect(rows.map((row) => [row.day, Number(row.count)])).toEqual([
        ['2026-11-22', 2],
        ['2026-11-23', 1],
      ]);
    } finally {
      await t.close();
    }
  });
});
