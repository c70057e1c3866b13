import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';

/**
 * F78: a single-valued query parameter given twice (`?page=1&page=2`, a hand-edited link, a
 * client appending to a URL that had one) reached the schema as an array: 400 "expected number,
 * received NaN" for a number and "expected string, received array" for text, naming nothing a
 * caller could act on. Every route's single-valued query fields now say which one to give once.
 */
describe.each(dialectsUnderTest())(
  'F78: a repeated query parameter is refused with a message that names nothing (%s)',
  (dialect) => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
    });
    afterAll(async () => {
      await t.close();
    });

    const probes: Array<{ url: string; name: string }> = [
      { url: '/api/cases?page=1&page=2', name: 'page' },
      { url: '/api/cases?pageSize=5&pageSize=5', name: 'pageSize' },
      { url: '/api/cases?search=refund&search=claim', name: 'search' },
      { url: '/api/cases?status=Open&sort=newest&status=Open', name: 'status' },
      { url: '/api/cases?urgent=true&urgent=false', name: 'urgent' },
      { url: '/api/admin/users?page=1&page=2', name: 'page' },
      { url: '/api/admin/audit-log?pageSize=10&pageSize=20', name: 'pageSize' },
      { url: '/api/admin/access-requests?page=2&page=3', name: 'page' },
      { url: '/api/admin/ai-failures?page=1&page=1', name: 'page' },
    ];

    it('answers 400 VALIDATION_FAILED naming the parameter, in the error shape — held', async () => {
      for (const probe of probes) {
        const response = await t.app.inject({ url: probe.url, headers: { cookie: admin } });
        const message = `${probe.name} must be given once`;
        expect({ url: probe.url, status: response.statusCode, body: response.json() }).toEqual({
          url: probe.url,
          status: 400,
          body: {
            error: { code: 'VALIDATION_FAILED', message, fields: { [probe.name]: message } },
          },
        });
      }
    });

    it('each parameter given once still works — held', async () => {
      for (const url of ['/api/cases?page=1&pageSize=5&search=refund', '/api/admin/users?page=1']) {
        const response = await t.app.inject({ url, headers: { cookie: admin } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      }
    });
  },
);
