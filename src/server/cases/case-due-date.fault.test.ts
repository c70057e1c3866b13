import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_DATE_TOO_EARLY_MESSAGE } from '../../domain/case';
import { caseInput, createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';

/**
 * F80: a due date in year 0 (`0000-01-01`, a slip of the date picker or a script) was stored:
 * the format was the only check. The case then counted days to 1900, as Date.UTC reads years
 * 0-99, and sorted before every real deadline.
 */
describe.each(dialectsUnderTest())(
  'F80: a due date in year 0 is accepted by the case routes (%s)',
  (dialect) => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    });
    afterAll(async () => {
      await t.close();
    });

    const create = (dueDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { cookie },
        payload: caseInput({ dueDate }),
      });
    const refusal = {
      error: {
        code: 'VALIDATION_FAILED',
        message: DUE_DATE_TOO_EARLY_MESSAGE,
        fields: { dueDate: DUE_DATE_TOO_EARLY_MESSAGE },
      },
    };

    it('creating or editing a case with a due date before 1900 answers 400 on dueDate — held', async () => {
      const existing = await createCaseViaApi(t.app, cookie, { dueDate: '2026-12-20' });
      for (const dueDate of ['0000-01-01', '0099-06-30', '1899-12-31']) {
        const created = await create(dueDate);
        expect({ dueDate, status: created.statusCode, body: created.json() }).toEqual({
          dueDate,
          status: 400,
          body: refusal,
        });
        const edited = await t.app.inject({
          method: 'PATCH',
          url: `/api/cases/${existing.id}`,
          headers: { cookie },
          payload: { dueDate },
        });
        expect({ dueDate, status: edited.statusCode, body: edited.json() }).toEqual({
          dueDate,
          status: 400,
          body: refusal,
        });
      }
      const kept = await t.ctx.db
        .selectFrom('cases')
        .select('dueDate')
        .where('id', '=', existing.id)
        .executeTakeFirstOrThrow();
      expect(kept.dueDate).toBe('2026-12-20');
    });

    it('1900-01-01 and later, or no due date, are still taken — held', async () => {
      expect((await create('1900-01-01')).statusCode).toBe(201);
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/cases/${(await createCaseViaApi(t.app, cookie)).id}`,
        headers: { cookie },
        payload: { dueDate: null },
      });
      expect(edited.statusCode).toBe(200);
    });
  },
);
