import type { FastifyInstance } from 'fastify';
import type { AnalysisCategory } from '../../../domain/email-analysis';
import type { AppContext } from '../../app-context';
import { setAiTiming } from '../retry-timing';
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
  setAiTiming(ctx, {
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
}
