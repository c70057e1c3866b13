import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('calendar feed addresses made at once on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('F59: a new calendar address asked for twice at once answers 500', () => {
    it('10 requests at once all answer 200, and the one address left is the one GET shows and serves — held', async () => {
      const seller = await signedInUser(t);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => seller.request('POST', '/api/account/calendar')),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const rows = await t.ctx.db
        .selectFrom('calendarFeeds')
        .select('token')
        .where('userId', '=', seller.user.id)
        .execute();
      expect(rows).toHaveLength(1);
      const { url } = (await seller.request('GET', '/api/account/calendar')).json();
      expect(url).toContain(rows[0]!.token);
      expect(
        (await t.app.inject({ url: new URL(url, 'http://localhost').pathname })).statusCode,
      ).toBe(200);
    });
  });
});
