import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { caseInput } from '../test-support/case-factory';
import { dialectsUnderTest, testConfig } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('cross-site and header faults on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const createCase = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie, host: 'localhost:3000', ...headers },
      payload: caseInput({ title: 'Referer probe' }),
    });
  const probeCases = async () =>
    (await t.ctx.db.selectFrom('cases').select('id').where('title', '=', 'Referer probe').execute())
      .length;

  describe('F32: foreign Referer without Origin accepted', () => {
    it('a cookie write with a foreign (or unreadable) Referer and no Origin gets 403 and writes nothing — held', async () => {
      for (const referer of [
        'https://evil.example/x',
        'http://localhost:3000.evil.example/',
        'not a url',
      ]) {
        const response = await createCase({ referer });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({
          code: 'FORBIDDEN',
          message: 'Cross-site request refused',
        });
      }
      expect(await probeCases()).toBe(0);
      expect((await createCase({ referer: 'http://localhost:3000/cases/new' })).statusCode).toBe(
        201,
      );
      expect(await probeCases()).toBe(1);
    });
  });

  describe('F27: no Cache-Control: no-store on authenticated JSON', () => {
    it('GET /api/cases and /api/auth/me with a session answer Cache-Control: no-store — held', async () => {
      for (const url of ['/api/cases', '/api/auth/me']) {
        const response = await t.app.inject({ url, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });
  });

  describe('F16: no HSTS even behind https', () => {
    it('HSTS is sent behind an https proxy and not over plain http — held', async () => {
      const plain = await t.app.inject({ url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const app = await buildApp(
        { ...t.ctx, config: testConfig({ DATA_DIR: t.ctx.config.dataDir, TRUST_PROXY: 'true' }) },
        { serveWeb: false, logger: false },
      );
      await app.ready();
      try {
        for (const url of ['/api/health', '/']) {
          const response = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
          expect(response.headers['strict-transport-security']).toBe(
            'max-age=31536000; includeSubDomains',
          );
        }
        const viaHttp = await app.inject({
          url: '/api/health',
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await app.close();
      }
    });
  });
});
