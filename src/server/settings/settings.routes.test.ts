import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';

const OPENAI_KEY = 'sk-proj-PLAINTEXT-secret-3f9a';

describe.each(dialectsUnderTest())('admin settings on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let seller: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createTestUser(t.ctx, { role: 'admin' });
    const s = await createTestUser(t.ctx);
    admin = await signIn(t.app, a.email);
    seller = await signIn(t.app, s.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  it('starts from the spec defaults, with model options', async () => {
    const response = await call('GET', '/api/admin/llm-settings', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The built-in analyzer until an admin picks and configures a provider.
    expect(body.defaultProvider).toBe('builtin');
    expect(body.providerInUse).toEqual({
      provider: 'builtin',
      note: 'The built-in analyzer answers every analysis.',
    });
    expect(body.llmSettings.openai).toEqual({
      provider: 'openai',
      apiKey: '',
      hasApiKey: false,
      model: 'gpt-4',
      maxTokens: 2048,
      temperature: 0.7,
      baseUrl: null,
      verifiedAt: null,
    });
    expect(body.llmSettings.anthropic).toMatchObject({
      model: 'claude-3-opus',
      maxTokens: 4096,
      temperature: 0.7,
    });
    expect(body.llmSettings.googleAi).toMatchObject({
      provider: 'google',
      model: 'gemini-pro',
      maxTokens: 2048,
    });
    expect(body.modelOptions.openai).toEqual(['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo']);
    expect(body.modelOptions.googleAi).toEqual(['gemini-pro', 'gemini-pro-vision']);
  });

  it('masks a saved key, keeps it on an untouched save, and clears it on an empty one', async () => {
    const saved = await call('PUT', '/api/admin/llm-settings', admin, {
      defaultProvider: 'anthropic',
      llmSettings: {
        openai: {
          apiKey: OPENAI_KEY,
          model: 'gpt-4o-mini',
          maxTokens: 1000,
          temperature: 0.2,
          baseUrl: 'http://127.0.0.1:11434/v1',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('PLAINTEXT');
    expect(saved.json().defaultProvider).toBe('anthropic');
    // Anthropic is chosen but has no key: the page says the built-in analyzer is what answers.
    expect(saved.json().providerInUse).toEqual({
      provider: 'builtin',
      note: 'Anthropic has no API key yet, so the built-in analyzer answers.',
    });
    expect(saved.json().llmSettings.openai).toEqual({
      provider: 'openai',
      apiKey: '••••3f9a',
      hasApiKey: true,
      model: 'gpt-4o-mini',
      maxTokens: 1000,
      temperature: 0.2,
      baseUrl: 'http://127.0.0.1:11434/v1',
      verifiedAt: null,
    });

    // The form sends back the mask, or nothing at all: the key stays.
    await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { openai: { apiKey: '••••3f9a', maxTokens: 1200 } },
    });
    await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { openai: { temperature: 1.1 } },
    });
    const kept = (await call('GET', '/api/admin/llm-settings', admin)).json().llmSettings.openai;
    expect(kept).toMatchObject({
      apiKey: '••••3f9a',
      hasApiKey: true,
      maxTokens: 1200,
      temperature: 1.1,
      model: 'gpt-4o-mini',
    });

    const cleared = await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { openai: { apiKey: '', baseUrl: '' } },
    });
    expect(cleared.json().llmSettings.openai).toMatchObject({
      apiKey: '',
      hasApiKey: false,
      baseUrl: null,
    });
  });

  it('stores the key encrypted: the raw row never holds the plaintext', async () => {
    await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { anthropic: { apiKey: 'sk-ant-PLAINTEXT-anthropic-key-9999' } },
    });
    const row = await t.ctx.db
      .selectFrom('llmProviderSettings')
      .selectAll()
      .where('providerKey', '=', 'anthropic')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('PLAINTEXT');
    expect(row.apiKeySealed).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    const everything = await t.ctx.db.selectFrom('llmProviderSettings').selectAll().execute();
    expect(JSON.stringify(everything)).not.toContain('sk-ant');
  });

  it('validates max tokens, temperature, URL and provider with clear messages', async () => {
    const response = await call('PUT', '/api/admin/llm-settings', admin, {
      defaultProvider: 'mistral',
      llmSettings: {
        openai: { maxTokens: 9000, temperature: 0.75, baseUrl: 'not a url', model: ' ' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      defaultProvider: 'Unknown provider',
      'llmSettings.openai.maxTokens': 'Max tokens must be a whole number from 1 to 8192',
      'llmSettings.openai.temperature': 'Temperature must be between 0 and 2 in steps of 0.1',
      'llmSettings.openai.baseUrl': 'Please enter a valid URL',
      'llmSettings.openai.model': 'Model is required',
    });
    const bounds = await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { googleAi: { maxTokens: 0, temperature: 2.1 } },
    });
    expect(Object.keys(bounds.json().error.fields)).toEqual([
      'llmSettings.googleAi.maxTokens',
      'llmSettings.googleAi.temperature',
    ]);
    const edges = await call('PUT', '/api/admin/llm-settings', admin, {
      llmSettings: { googleAi: { maxTokens: 8192, temperature: 2 } },
    });
    expect(edges.statusCode).toBe(200);
  });

  it('system settings: all required, URLs checked, key masked and kept', async () => {
    const empty = await call('GET', '/api/admin/settings', admin);
    expect(empty.json()).toEqual({
      azureEndpoint: '',
      azureApiKey: '',
      hasAzureApiKey: false,
      azureDeployment: '',
      apiBaseUrl: '',
    });

    const invalid = await call('PUT', '/api/admin/settings', admin, {
      azureEndpoint: 'azure.example',
      azureDeployment: '',
      apiBaseUrl: 'ftp://x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      azureEndpoint: 'Please enter a valid URL',
      azureDeployment: 'Deployment name is required',
      apiBaseUrl: 'Please enter a valid URL',
    });
    const noKey = await call('PUT', '/api/admin/settings', admin, {
      azureEndpoint: 'https://acme.openai.azure.com',
      azureDeployment: 'gpt4',
      apiBaseUrl: 'https://casepilot.example.com',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toEqual({ azureApiKey: 'Azure API key is required' });

    const input = {
      azureEndpoint: 'https://acme.openai.azure.com',
      azureApiKey: 'azure-PLAINTEXT-key-77aa',
      azureDeployment: 'gpt4',
      apiBaseUrl: 'https://casepilot.example.com',
    };
    const saved = await call('PUT', '/api/admin/settings', admin, input);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...input, azureApiKey: '••••77aa', hasAzureApiKey: true });
    const again = await call('PUT', '/api/admin/settings', admin, {
      ...input,
      azureApiKey: '••••77aa',
      azureDeployment: 'gpt4o',
    });
    expect(again.json()).toMatchObject({ azureApiKey: '••••77aa', azureDeployment: 'gpt4o' });
    // The same Azure settings show as the azure provider's LLM settings.
    const llm = (await call('GET', '/api/admin/llm-settings', admin)).json().llmSettings.azure;
    expect(llm).toMatchObject({
      provider: 'azure',
      apiKey: '••••77aa',
      model: 'gpt4o',
      baseUrl: 'https://acme.openai.azure.com',
    });
  });

  it('prompts: built-in version 0, saved versions kept, restore adds a version', async () => {
    const initial = (await call('GET', '/api/admin/prompts/fba', admin)).json();
    expect(initial.current).toMatchObject({ version: 0, isDefault: true });
    expect(initial.current.text).toContain('seller case manager');

    await call('PUT', '/api/admin/prompts/fba', admin, { text: 'First custom prompt' });
    const second = (
      await call('PUT', '/api/admin/prompts/fba', admin, { text: '  Second custom prompt ' })
    ).json();
    expect(second.current).toMatchObject({
      version: 2,
      text: 'Second custom prompt',
      isDefault: false,
    });
    expect(second.versions.map((v: { version: number }) => v.version)).toEqual([2, 1, 0]);
    const unchanged = (
      await call('PUT', '/api/admin/prompts/fba', admin, { text: 'Second custom prompt' })
    ).json();
    expect(unchanged.versions).toHaveLength(3);

    const restored = (
      await call('POST', '/api/admin/prompts/fba/restore', admin, { version: 1 })
    ).json();
    expect(restored.current).toMatchObject({ version: 3, text: 'First custom prompt' });
    const builtin = (
      await call('POST', '/api/admin/prompts/fba/restore', admin, { version: 0 })
    ).json();
    expect(builtin.current.text).toBe(initial.current.text);

    expect(
      (await call('POST', '/api/admin/prompts/fba/restore', admin, { version: 42 })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/prompts/shipping', admin)).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/prompts/other', admin, { text: '   ' })).json().error.message,
    ).toBe('Prompt text is required');
    // Other categories are untouched.
    expect(
      (await call('GET', '/api/admin/prompts/suppression', admin)).json().current.version,
    ).toBe(0);
  });

  it.each([
    ['GET', '/api/admin/llm-settings'],
    ['PUT', '/api/admin/llm-settings'],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['GET', '/api/admin/prompts/fba'],
    ['PUT', '/api/admin/prompts/fba'],
    ['POST', '/api/admin/prompts/fba/restore'],
    ['POST', '/api/test-llm-connection'],
    ['GET', '/api/admin/ai-failures'],
  ] as const)('%s %s: 403 for a seller, 401 signed out', async (method, url) => {
    const asSeller = await call(method, url, seller, method === 'GET' ? undefined : {});
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json().error.code).toBe('FORBIDDEN');
    const signedOut = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(signedOut.statusCode).toBe(401);
  });
});
