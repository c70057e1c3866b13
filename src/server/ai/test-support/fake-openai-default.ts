import type { FastifyInstance } from 'fastify';
import type { AnalysisCategory } from '../../../domain/email-analysis';
import type { AppContext } from '../../app-context';
import { shortenAiTiming } from './shorten-ai-timing';
import type { FakeProviderServer } from './fake-provider-server';

/**
 * Makes the fake server's OpenAI endpoint the admin's default provider, through the real settings
 * API, with retries that do not wait; optionally sets a category's system prompt to a marker the
 * test can find in the requests.
 */
export async function useFakeOpenAiAsDefault(
  app: FastifyInstance,
  ctx: AppContext,
  adminCookie: string,
  fake: FakeProviderServer,
  options: {
    prompt?: { category: AnalysisCategory; text: string };
    timeoutMs?: number;
    temperature?: number;
  } = {},
): Promise<void> {
  shortenAiTiming(ctx, {
    retry: { baseDelayMs: 1, sleep: async () => {} },
    timeouts: { analysisMs: options.timeoutMs ?? 500 },
  });
  if (options.prompt) {
    const prompt = await app.inject({
      method: 'PUT',
      url: `/api/admin/prompts/${options.prompt.category}`,
      headers: { cookie: adminCookie },
      payload: { text: options.prompt.text },
    });
    if (prompt.statusCode !== 200) throw new Error(`prompt not saved: ${prompt.body}`);
  }
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/llm-settings',
    headers: { cookie: adminCookie },
    payload: {
      defaultProvider: 'openai',
      llmSettings: {
        openai: {
          apiKey: fake.apiKey,
          baseUrl: `${fake.url}/v1`,
          model: 'gpt-4o-mini',
          maxTokens: 1500,
          temperature: options.temperature ?? 0.3,
        },
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`LLM settings not saved: ${saved.body}`);
  await passConnectionTest(app, adminCookie, fake);
}

/**
 * Runs the admin's connection test against the saved OpenAI settings, as an admin must before a
 * provider answers sellers, then forgets that request so tests count only their own.
 */
export async function passConnectionTest(
  app: FastifyInstance,
  adminCookie: string,
  fake: FakeProviderServer,
  model = 'gpt-4o-mini',
): Promise<void> {
  const tested = await app.inject({
    method: 'POST',
    url: '/api/test-llm-connection',
    headers: { cookie: adminCookie },
    payload: { provider: 'openai', model, maxTokens: 16, temperature: 0 },
  });
  const result = tested.json() as { success: boolean; message: string };
  if (!result.success) throw new Error(`connection test failed: ${result.message}`);
  fake.requests.length = 0;
}
