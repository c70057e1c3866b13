import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { recordAiFailure } from './ai-failures.service';
import { AiProviderError } from './provider-error';
import { shortenAiTiming } from './test-support/shorten-ai-timing';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from './test-support/fake-provider-server';

describe.each(dialectsUnderTest())('connection test and AI failures on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeProviderServer;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fake = await startFakeProviderServer();
    shortenAiTiming(t.ctx, { retry: { baseDelayMs: 1 }, timeouts: { connectionTestMs: 300 } });
    admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
  beforeEach(() => fake.reset());

  const test = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-llm-connection',
      headers: { cookie: admin },
      payload,
    });
  const settings = { model: 'gpt-4', maxTokens: 2048, temperature: 0.7 };

  it('succeeds with the given key and base URL, with the latency', async () => {
    const response = await test({
      provider: 'openai',
      apiKey: fake.apiKey,
      baseUrl: `${fake.url}/v1`,
      ...settings,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Connection successful' });
    expect(response.json().latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-4', max_tokens: 2048 });
  });

  it('uses the stored key when none (or the mask) is sent', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/llm-settings',
      headers: { cookie: admin },
      payload: { llmSettings: { googleAi: { apiKey: fake.apiKey, baseUrl: fake.url } } },
    });
    const omitted = await test({
      provider: 'google',
      model: 'gemini-pro',
      maxTokens: 100,
      temperature: 0.7,
    });
    expect(omitted.json()).toMatchObject({ success: true, message: 'Connection successful' });
    const masked = await test({
      provider: 'googleAi',
      apiKey: '••••3f9a',
      model: 'gemini-pro',
      maxTokens: 100,
      temperature: 0.7,
    });
    expect(masked.json().success).toBe(true);
    expect(fake.requests.map((r) => r.headers['x-goog-api-key'])).toEqual([
      fake.apiKey,
      fake.apiKey,
    ]);
  });

  it("says why it failed: 'Connection failed: <reason>'", async () => {
    const wrongKey = await test({
      provider: 'anthropic',
      apiKey: 'sk-ant-wrong-000000',
      baseUrl: fake.url,
      ...settings,
      model: 'claude-3-opus',
    });
    expect(wrongKey.json()).toMatchObject({ success: false });
    expect(wrongKey.json().message).toMatch(/^Connection failed: The API key was rejected \(401\)/);

    fake.script({ type: 'status', status: 429, retryAfter: '1' });
    const limited = await test({
      provider: 'openai',
      apiKey: fake.apiKey,
      baseUrl: `${fake.url}/v1`,
      ...settings,
    });
    expect(limited.json().message).toMatch(
      /^Connection failed: Rate limit or quota exceeded \(429\)/,
    );
    expect(fake.requests).toHaveLength(2);

    fake.script({ type: 'hang' });
    const hung = await test({
      provider: 'openai',
      apiKey: fake.apiKey,
      baseUrl: `${fake.url}/v1`,
      ...settings,
    });
    expect(hung.json().message).toBe('Connection failed: No answer within 0.3 s (timeout)');
  });

  it('answers with the spec messages for missing settings and unknown providers', async () => {
    expect(
      (
        await test({ provider: 'anthropic', model: 'claude-3-opus', maxTokens: 10, temperature: 0 })
      ).json(),
    ).toEqual({
      success: false,
      message: 'Provider settings not found',
      latencyMs: 0,
    });
    expect((await test({ provider: 'mistral', apiKey: 'x', ...settings })).json().message).toBe(
      'Unsupported LLM provider: mistral',
    );
    expect(
      (await test({ provider: 'azure', apiKey: 'some-azure-key-1234', ...settings })).json()
        .message,
    ).toBe('No settings found for provider: azure');
    const invalid = await test({ provider: 'openai', ...settings, maxTokens: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it('says so when a stored key no longer opens (moved between rows, or another master key)', async () => {
    const google = await t.ctx.db
      .selectFrom('llmProviderSettings')
      .select('apiKeySealed')
      .where('providerKey', '=', 'googleAi')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/llm-settings',
      headers: { cookie: admin },
      payload: {
        llmSettings: { openai: { apiKey: 'sk-placeholder-123456', baseUrl: `${fake.url}/v1` } },
      },
    });
    await t.ctx.db
      .updateTable('llmProviderSettings')
      .set({ apiKeySealed: google.apiKeySealed })
      .where('providerKey', '=', 'openai')
      .execute();
    const response = await test({ provider: 'openai', ...settings });
    expect(response.json().message).toBe(
      'Connection failed: The stored API key could not be decrypted; enter it again',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('lists recorded provider failures for admins, newest first, paginated', async () => {
    t.setNow(new Date('2026-11-22T10:00:00Z'));
    await recordAiFailure(
      t.ctx,
      'openai',
      'email-analysis',
      new AiProviderError('rate_limited', 'Rate limit (429)', { status: 429 }),
    );
    t.setNow(new Date('2026-11-22T11:00:00Z'));
    await recordAiFailure(
      t.ctx,
      'anthropic',
      'email-analysis',
      new AiProviderError('timeout', 'No answer within 90 s (timeout)'),
    );
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ai-failures?pageSize=1',
      headers: { cookie: admin },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      items: [
        {
          provider: 'anthropic',
          operation: 'email-analysis',
          kind: 'timeout',
          status: null,
          occurredAt: '2026-11-22T11:00:00.000Z',
        },
      ],
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ai-failures?page=2&pageSize=1',
      headers: { cookie: admin },
    });
    expect(second.json().items[0]).toMatchObject({
      provider: 'openai',
      kind: 'rate_limited',
      status: 429,
    });
  });
});
