import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('settings changes in the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(
      t.app,
      (await createTestUser(t.ctx, { role: 'admin', name: 'Ada' })).email,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('records who changed which settings, naming a new API key but never its value', async () => {
    const secret = 'sk-very-secret-key-0123456789';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/llm-settings',
      headers: { cookie: admin },
      payload: {
        defaultProvider: 'openai',
        llmSettings: { openai: { apiKey: secret, model: 'gpt-4-turbo' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/prompts/fba',
      headers: { cookie: admin },
      payload: { text: 'You are a careful FBA case manager.' },
    });

    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=settings.updated',
      headers: { cookie: admin },
    });
    const summaries = log.json().items.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain(
      'Ada updated LLM settings: defaultProvider, llmSettings.openai.apiKey replaced, llmSettings.openai.model',
    );
    expect(summaries).toContain('Ada updated the fba prompt: new version saved');
    expect(log.body).not.toContain(secret);
  });
});
