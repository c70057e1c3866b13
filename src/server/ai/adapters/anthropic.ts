import { publicApiBaseUrls } from '../../../domain/ai-settings';
import type { ProviderConfig, TextRequest } from '../provider-types';
import { isRecord, joinUrl, type WireAdapter } from './wire-adapter';

export const ANTHROPIC_VERSION = '2023-06-01';

/** Anthropic Messages API; it has no JSON mode, so the prompt asks for JSON and we parse. */
export const anthropicAdapter: WireAdapter = {
  defaultBaseUrl: publicApiBaseUrls.anthropic,
  build: (config: ProviderConfig, request: TextRequest) => ({
    url: joinUrl(config.baseUrl ?? anthropicAdapter.defaultBaseUrl, '/v1/messages'),
    headers: { 'x-api-key': config.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
    body: {
      model: config.model,
      system: request.system,
      messages: [{ role: 'user', content: [{ type: 'text', text: request.user }] }],
      max_tokens: request.maxTokens,
      // Anthropic accepts 0..1; our settings allow 0..2 as the spec says.
      temperature: Math.min(request.temperature, 1),
    },
  }),
  extractText: (body) => {
    if (!isRecord(body) || !Array.isArray(body.content)) return null;
    return body.content
      .map((block) =>
        isRecord(block) && block.type === 'text' && typeof block.text === 'string'
          ? block.text
          : '',
      )
      .join('');
  },
};
