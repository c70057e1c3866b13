import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { redactUrl, serializeRequest } from '../http/request-log';
import { dialectsUnderTest, testConfig } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import type { FastifyRequest } from 'fastify';

describe.each(dialectsUnderTest())('invitation and password abuse on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let requestCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const submitAccessRequest = async () => {
    requestCounter += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: {
        email: `invitee${requestCounter}-${Date.now()}@example.com`,
        companyName: 'Invitee Co',
        useCase: 'FBA locks',
      },
      remoteAddress: `198.51.100.${requestCounter}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  describe('F24: invite link built from the request Host header', () => {
    it('a forged Host never reaches the link; without PUBLIC_BASE_URL the link is a path — held', async () => {
      // An admin-edited "Backend API Base URL" is not where invitees sign up either.
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin },
        payload: {
          azureEndpoint: 'https://x.openai.azure.com',
          azureApiKey: 'azure-key-1234567890',
          azureDeployment: 'gpt-4',
          apiBaseUrl: 'https://api.other.example',
        },
      });
      expect(saved.statusCode).toBe(200);
      const id = await submitAccessRequest();
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/access-requests/${id}/approve`,
        headers: { cookie: admin, host: 'evil.example', origin: 'http://evil.example' },
      });
      expect(approved.statusCode).toBe(200);
      const { inviteUrl } = approved.json();
      expect(inviteUrl).toMatch(/^\/invite\/[A-Za-z0-9_-]{20,}$/);
      expect(inviteUrl).not.toContain('evil.example');
      expect(inviteUrl).not.toContain('api.other.example');
    });

    it('with PUBLIC_BASE_URL the link is built on it whatever the Host — held', async () => {
      const app = await buildApp(
        {
          ...t.ctx,
          config: testConfig({
            DATA_DIR: t.ctx.config.dataDir,
            PUBLIC_BASE_URL: 'https://casepilot.example.com',
          }),
        },
        { serveWeb: false, logger: false },
      );
      await app.ready();
      try {
        const id = await submitAccessRequest();
        const approved = await app.inject({
          method: 'POST',
          url: `/api/admin/access-requests/${id}/approve`,
          headers: {
            cookie: admin,
            host: 'evil.example',
            origin: 'https://casepilot.example.com',
          },
        });
        expect(approved.statusCode).toBe(200);
        expect(approved.json().inviteUrl).toMatch(
          /^https:\/\/casepilot\.example\.com\/invite\/[A-Za-z0-9_-]{20,}$/,
        );
      } finally {
        await app.close();
      }
    });
  });

  describe('F8: invitation tokens written to the server log', () => {
    it('the request-log serializer redacts /api/invitations/<token> and /invite/<token> — held', () => {
      const token = 'Zx8_kq2PnB5cR7tYw1mL0aE3sD6fG9hJ4uI-oQpVb';
      for (const url of [`/api/invitations/${token}`, `/invite/${token}`, `/invite/${token}?x=1`]) {
        const logged = serializeRequest({
          method: 'GET',
          url,
          host: 'localhost',
          ip: '127.0.0.1',
          socket: { remotePort: 1 },
        } as unknown as FastifyRequest);
        expect(JSON.stringify(logged)).not.toContain(token);
        expect(logged.url).toContain('[redacted]');
      }
      expect(redactUrl('/api/cases?page=2')).toBe('/api/cases?page=2');
    });
  });

  describe('F21: common and breached passwords accepted', () => {
    it('an invitation refuses "password1234" and keeps the invitation usable — held', async () => {
      const id = await submitAccessRequest();
      const { inviteUrl } = (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/access-requests/${id}/approve`,
          headers: { cookie: admin },
        })
      ).json();
      const token = String(inviteUrl).split('/invite/')[1];
      const common = await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { password: 'password1234' },
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { password: 'This password is too common; choose another' },
      });
      const good = await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { password: 'my own good password' },
      });
      expect(good.statusCode).toBe(200);
    });

    it('admin create and reset refuse "123456789012" and "Qwertyuiop12" — held', async () => {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie: admin },
        payload: {
          name: 'Weak',
          email: 'weak@example.com',
          password: '123456789012',
          role: 'user',
        },
      });
      expect(create.statusCode).toBe(400);
      expect(create.json().error.fields.password).toBe(
        'This password is too common; choose another',
      );
      expect(
        await t.ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'weak@example.com')
          .executeTakeFirst(),
      ).toBeUndefined();

      const user = await createTestUser(t.ctx);
      const reset = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}`,
        headers: { cookie: admin },
        payload: { password: 'Qwertyuiop12' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.fields.password).toBe(
        'This password is too common; choose another',
      );
    });
  });
});
