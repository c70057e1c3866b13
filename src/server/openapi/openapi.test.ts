import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../../domain/api-error';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import type { OpenApiDoc } from './complete-openapi';
import { routeAccess } from './route-access';

type Op = { security?: unknown[]; responses?: Record<string, unknown>; requestBody?: unknown };

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const sample = (url: string) => url.replace(/:(\w+)(\.\w+)?/g, 'x$2');

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  let operations: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD',
    );
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every registered route with its security and error responses', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { method, url } of operations) {
      const op = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()] as Op | undefined;
      if (!op) {
        missing.push(`${method} ${url}`);
        continue;
      }
      expect(op.security, `${method} ${url} security`).toBeDefined();
      for (const status of ['429', '500', '503'])
        expect(op.responses?.[status], `${method} ${url} ${status}`).toBeDefined();
      if (routeAccess(method, url) === 'user' || routeAccess(method, url) === 'admin')
        expect(op.responses?.['401'], `${method} ${url} 401`).toBeDefined();
    }
    expect(missing).toEqual([]);
  });

  it('describes the error shape with every code, both security schemes and upload/download bodies', () => {
    const errorSchema = JSON.parse(JSON.stringify(doc.components?.schemas?.ErrorResponse)) as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(errorSchema.properties.error.properties.code.enum).toEqual(Object.keys(errorStatus));
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    const upload = doc.paths['/api/cases/{id}/documents']!.post as Op;
    expect(JSON.stringify(upload.requestBody)).toContain('multipart/form-data');
    const download = doc.paths['/api/cases/{id}/documents/{docId}/file']!.get as Op;
    expect(JSON.stringify(download.responses?.['200'])).toContain('application/octet-stream');
    const login = doc.paths['/api/auth/login']!.post as Op;
    expect(JSON.stringify(login.requestBody)).toContain('example');
    expect(login.security).toEqual([]);
  });

  it('documents no 200 where the route answers 204', () => {
    for (const [path, method] of [
      ['/api/cases/{id}', 'delete'],
      ['/api/tokens/{id}', 'delete'],
      ['/api/auth/logout', 'post'],
      ['/api/cases/{id}/documents/{docId}', 'delete'],
    ] as const) {
      const responses = (doc.paths[path]![method] as Op).responses ?? {};
      expect(Object.keys(responses), `${method} ${path}`).toContain('204');
      expect(Object.keys(responses), `${method} ${path}`).not.toContain('200');
    }
  });

  it('states the access each route enforces: 401 signed out, 403 for a seller on admin routes', async () => {
    const seller = await createTestUser(t.ctx, { role: 'user' });
    const cookie = await signIn(t.app, seller.email);
    const wrong: string[] = [];
    for (const { method, url } of operations) {
      const access = routeAccess(method, url);
      const anonymous = await t.app.inject({ method: method as 'GET', url: sample(url) });
      const isSecured = access === 'user' || access === 'admin';
      if (isSecured !== (anonymous.statusCode === 401))
        wrong.push(`${method} ${url}: ${access} but ${anonymous.statusCode} signed out`);
      if (access === 'admin') {
        const asSeller = await t.app.inject({
          method: method as 'GET',
          url: sample(url),
          headers: { cookie, origin: 'http://localhost' },
        });
        if (asSeller.statusCode !== 403)
          wrong.push(`${method} ${url}: ${asSeller.statusCode} for a seller`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
