import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('requirements written at once on %s', (dialect) => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const newCase = () => createCaseViaApi(t.app, seller.cookie);
  const rowsOf = async (caseId: string) =>
    t.ctx.db
      .selectFrom('caseRequirements')
      .select('catalogId')
      .where('caseId', '=', caseId)
      .execute();

  describe('F57: requirements written by requests at once hit the one-per-document index and answer 500', () => {
    it('one document added as a requirement 10 times at once: one 201, the rest 409 — held', async () => {
      const c = await newCase();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          seller.request('POST', `/api/cases/${c.id}/requirements`, {
            catalogId: 'authorization-letter',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('CONFLICT');
      expect(
        (await rowsOf(c.id)).filter((r) => r.catalogId === 'authorization-letter'),
      ).toHaveLength(1);
    });

    it('a case from before the case model, first looked at by 10 requests at once, gets its requirements once — held', async () => {
      const c = await newCase();
      const seeded = (await rowsOf(c.id)).length;
      // As a case stored before requirements existed: they are made on its first read.
      await t.ctx.db.deleteFrom('caseRequirements').where('caseId', '=', c.id).execute();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          seller.request('GET', `/api/cases/${c.id}/${i % 2 ? 'requirements' : 'assessment'}`),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(await rowsOf(c.id)).toHaveLength(seeded);
    });

    it('an Amazon e-mail asking for a document while the seller adds it by hand: each answered, the document required once — held', async () => {
      const content =
        'Dear Seller, your listing for ASIN B0TEST0001 has been suppressed. Please provide a letter of authorization from the brand owner within 7 days.';
      for (let round = 0; round < 3; round += 1) {
        const c = await newCase();
        let answered = false;
        const email = seller
          .request('POST', `/api/cases/${c.id}/communications`, { type: 'Amazon Email', content })
          .finally(() => (answered = true));
        // The same document added by hand again and again until the e-mail is answered, so one
        // of them writes while the e-mail's transaction does.
        const byHand = [];
        while (!answered && byHand.length < 300) {
          byHand.push(
            seller.request('POST', `/api/cases/${c.id}/requirements`, {
              catalogId: 'authorization-letter',
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        expect((await email).statusCode).toBe(201);
        const statuses = (await Promise.all(byHand)).map((r) => r.statusCode);
        expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
        expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
        expect(
          (await rowsOf(c.id)).filter((r) => r.catalogId === 'authorization-letter'),
        ).toHaveLength(1);
      }
    });
  });
});
