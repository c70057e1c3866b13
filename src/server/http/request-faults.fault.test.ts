import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
} from '../documents/test-support/documents-test-app';
import { textPdf } from '../documents/test-support/document-fixtures';
import { caseInput, createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from './nul-guard';

type Probe = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };

describe.each(dialectsUnderTest())('request faults (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let admin: string;
  let caseId: string;
  beforeAll(async () => {
    t = await createDocumentsTestApp(dialect);
    admin = await t.signInAs('admin');
    caseId = (await createCaseViaApi(t.app, admin)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('F17/D1/D3: a NUL byte in a text field answers 500', () => {
    const probes = (): Probe[] => [
      { method: 'GET', url: '/api/cases?search=ab%00cd' },
      { method: 'GET', url: '/api/cases?search=x%00y' },
      { method: 'GET', url: '/api/admin/users?search=ab%00' },
      { method: 'GET', url: '/api/admin/audit-log?search=ab%00' },
      { method: 'GET', url: '/api/cases/ab%00cd' },
      { method: 'DELETE', url: '/api/tokens/ab%00' },
      {
        method: 'POST',
        url: '/api/cases',
        payload: {
          sellerId: 'A1SELLER',
          asin: 'B0TEST0001',
          caseType: 'Suppression',
          title: 'nul\u0000byte',
          description: 'A description',
        },
      },
      {
        method: 'POST',
        url: '/api/cases',
        payload: {
          sellerId: 'A1SELLER',
          asin: 'B0TEST0001',
          caseType: 'Suppression',
          title: 'A title',
          description: 'A description',
          emailContent: 'Dear seller\u0000',
        },
      },
      { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { description: 'x\u0000' } },
      {
        method: 'POST',
        url: `/api/cases/${caseId}/communications`,
        payload: { type: 'Note', content: 'note \u0000 here' },
      },
      { method: 'POST', url: '/api/tokens', payload: { name: 't\u0000' } },
      { method: 'PUT', url: '/api/admin/prompts/suppression', payload: { text: 'Prompt\u0000' } },
    ];

    it('answers 400 VALIDATION_FAILED in the error shape on every signed-in route — held', async () => {
      for (const probe of probes()) {
        const response = await t.app.inject({
          method: probe.method,
          url: probe.url,
          headers: { cookie: admin },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        expect({ probe: probe.url, status: response.statusCode }).toEqual({
          probe: probe.url,
          status: 400,
        });
        expect(response.json()).toMatchObject({
          error: { code: 'VALIDATION_FAILED', message: NUL_MESSAGE },
        });
      }
    });

    it('answers 400 to unauthenticated sign-in and access requests, and stores nothing — held', async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: 'a\u0000@sec.test', password: 'wrong-password' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: NUL_MESSAGE,
          fields: { emailOrUsername: NUL_MESSAGE },
        },
      });
      const access = await t.app.inject({
        method: 'POST',
        url: '/api/access-requests',
        payload: { email: 'nul@example.com', companyName: 'Co\u0000', useCase: 'x' },
      });
      expect(access.statusCode).toBe(400);
      expect(access.json()).toMatchObject({ error: { fields: { companyName: NUL_MESSAGE } } });
      const stored = await t.ctx.db
        .selectFrom('accessRequests')
        .select('id')
        .where('email', '=', 'nul@example.com')
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe('F70: half a UTF-16 surrogate pair is stored damaged, differently on each database', () => {
    // JSON can spell half a character ("\ud83d"), as a client that cuts text in the middle of an
    // emoji sends it. SQLite kept bytes that are not UTF-8 and read back three U+FFFD; PostgreSQL
    // kept one U+FFFD.
    const cut = 'Kettle recall \ud83d';
    const probes = (): (Probe & { field: string })[] => [
      {
        method: 'POST',
        url: '/api/cases',
        payload: { ...caseInput({ title: cut }) },
        field: 'title',
      },
      {
        method: 'PATCH',
        url: `/api/cases/${caseId}`,
        payload: { description: '\udc00 left over' },
        field: 'description',
      },
      {
        method: 'POST',
        url: `/api/cases/${caseId}/communications`,
        payload: { type: 'Note', content: cut },
        field: 'content',
      },
      {
        method: 'PUT',
        url: '/api/account/profile',
        payload: { name: cut, businessName: null },
        field: 'name',
      },
      { method: 'POST', url: '/api/tokens', payload: { name: cut }, field: 'name' },
    ];

    it('answers 400 naming the field and stores nothing; a whole emoji is kept as sent — held', async () => {
      for (const probe of probes()) {
        const response = await t.app.inject({
          method: probe.method,
          url: probe.url,
          headers: { cookie: admin },
          payload: probe.payload,
        });
        expect({ probe: probe.url, status: response.statusCode }).toEqual({
          probe: probe.url,
          status: 400,
        });
        expect(response.json()).toEqual({
          error: {
            code: 'VALIDATION_FAILED',
            message: LONE_SURROGATE_MESSAGE,
            fields: { [probe.field]: LONE_SURROGATE_MESSAGE },
          },
        });
      }
      const access = await t.app.inject({
        method: 'POST',
        url: '/api/access-requests',
        payload: { email: 'cut@example.com', companyName: cut, useCase: 'x' },
      });
      expect(access.statusCode).toBe(400);
      const cases = await t.ctx.db.selectFrom('cases').select('title').execute();
      expect(cases.map((c) => c.title)).not.toContainEqual(
        expect.stringContaining('Kettle recall'),
      );
      const accessRows = await t.ctx.db
        .selectFrom('accessRequests')
        .select('id')
        .where('email', '=', 'cut@example.com')
        .execute();
      expect(accessRows).toEqual([]);

      const whole = await createCaseViaApi(t.app, admin, { title: 'Kettle recall \u{1F525}' });
      const read = await t.app.inject({
        url: `/api/cases/${whole.id}`,
        headers: { cookie: admin },
      });
      expect(read.json()).toMatchObject({ title: 'Kettle recall \u{1F525}' });
    });
  });

  describe('F18: malformed multipart answers 500', () => {
    it('answers 400 in the error shape for a truncated body, a missing closing boundary and a missing boundary — held', async () => {
      const pdf = await textPdf([['Invoice']]);
      const boundary = '----casepilotbroken';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nInvoice\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      const bodies = [
        // Cut off in the middle of the file part.
        { type: `multipart/form-data; boundary=${boundary}`, body: head.subarray(0, 60) },
        // The whole file, but never the closing boundary.
        { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, pdf]) },
        { type: 'multipart/form-data', body: Buffer.concat([head, pdf]) },
      ];
      for (const { type, body } of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/cases/${caseId}/documents`,
          headers: { cookie: admin, 'content-type': type },
          payload: body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      }
      // Nothing half-written is left behind.
      expect(t.storedFiles().filter((name) => !name.startsWith('.'))).toEqual([]);
    });
  });

  describe('D4: restoring a prompt version above 2147483647 answers 500', () => {
    it('answers 400 in the error shape — held', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/prompts/suppression/restore',
        headers: { cookie: admin },
        payload: { version: 2147483648 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { version: 'No such version' } },
      });
    });
  });

  describe('D5: a path parameter over 100 characters answers a raw 414', () => {
    it('answers in the error shape with the security headers, and accepts 200-character invitation tokens — held', async () => {
      for (const url of [`/api/cases/${'a'.repeat(101)}`, `/api/cases/${'a'.repeat(5000)}`]) {
        const response = await t.app.inject({ url, headers: { cookie: admin } });
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json()).toHaveProperty('error.code');
        expect(response.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.body).not.toContain('aaaaaaaaaa');
      }
      const invitation = await t.app.inject({ url: `/api/invitations/${'b'.repeat(150)}` });
      expect(invitation.statusCode).toBe(404);
      expect(invitation.json()).toHaveProperty('error.code', 'NOT_FOUND');
    });
  });

  describe('D7: an unsupported method on a known path answers 404', () => {
    it('answers 405 with Allow in the error shape — held', async () => {
      for (const [method, url, allow] of [
        ['PUT', '/api/health', 'GET, HEAD'],
        ['DELETE', '/api/health', 'GET, HEAD'],
        ['PUT', `/api/cases/${caseId}`, 'DELETE, GET, HEAD, PATCH'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { cookie: admin } });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe(allow);
        expect(response.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
      }
      const unknown = await t.app.inject({ method: 'PUT', url: '/api/nothing-here' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('D8: a JSON body with __proto__ or constructor is refused as not valid JSON', () => {
    it('names the forbidden key — held', async () => {
      for (const key of ['__proto__', 'constructor']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/tokens',
          headers: { cookie: admin, 'content-type': 'application/json' },
          payload: `{"name":"x","${key}":{"prototype":{"a":1}}}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: {
            code: 'VALIDATION_FAILED',
            message: `The request body contains a forbidden key: ${key}`,
          },
        });
      }
    });
  });
});
