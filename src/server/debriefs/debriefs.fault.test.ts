import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('debriefs generated at once on %s', (dialect) => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('F58: a debrief generated twice at once answers 500', () => {
    it('10 generations at once all answer 201, and the case keeps one debrief, the one GET shows — held', async () => {
      const c = await createCaseViaApi(t.app, seller.cookie);
      for (const status of ['Submitted to Amazon', 'Approved'])
        expect((await seller.request('PATCH', `/api/cases/${c.id}`, { status })).statusCode).toBe(
          200,
        );
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => seller.request('POST', `/api/cases/${c.id}/debrief`)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const rows = await t.ctx.db
        .selectFrom('debriefs')
        .select('id')
        .where('caseId', '=', c.id)
        .execute();
      expect(rows).toHaveLength(1);
      const shown = (await seller.request('GET', `/api/cases/${c.id}/debrief`)).json();
      expect(shown.id).toBe(rows[0]!.id);
      expect(responses.map((r) => r.json().id)).toContain(shown.id);
    });
  });
});
