import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('API hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers unknown /api routes with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers a body that is not JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides internals of a 500, such as a failing SQL statement', async () => {
    const broken = await createTestApp('sqlite');
    try {
      await sql`drop table sessions`.execute(broken.ctx.db);
      const response = await broken.app.inject({
        url: '/api/auth/me',
        headers: { cookie: 'casepilot_session=abc' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(response.body).not.toMatch(/sessions|sqlite|select/i);
    } finally {
      await broken.close();
    }
  });

  it('sends pages a same-origin CSP without inline scripts, and API answers a CSP that loads nothing', async () => {
    const page = await t.app.inject({ url: '/no-such-page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const url of ['/api/health', '/api/auth/me', '/api/no-such-endpoint']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const reference = await t.app.inject({ url: '/api/reference' });
    expect(reference.headers['content-type']).toContain('text/html');
    expect(reference.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it('reports health with the database dialect', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'sqlite', version: 'test' });
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the route schemas, and a readable reference', async () => {
    const t = await createTestApp('sqlite');
    try {
      const doc = await t.app.inject({ url: '/api/openapi.json' });
      expect(doc.statusCode).toBe(200);
      const body = doc.json();
      expect(body.openapi).toBe('3.1.0');
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining(['/api/cases', '/api/cases/{id}', '/api/auth/login']),
      );
      expect(JSON.stringify(body.paths['/api/cases'].post)).toContain('sellerId');
      const page = await t.app.inject({ url: '/api/reference' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('/api/cases/{id}');
      expect(page.body).not.toContain('<script');
    } finally {
      await t.close();
    }
  });
});
