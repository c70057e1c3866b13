import { publicApiBaseUrls } from '../../../domain/ai-settings';
import type { ProviderConfig, TextRequest } from '../provider-types';
import { isRecord, joinUrl, type WireAdapter } from './wire-adapter';

/** o-series and gpt-5 models take max_completion_tokens and only their default temperature. */
export function isReasoningModel(model: string): boolean {
  return /^(o\d|gpt-5)/i.test(model);
}

export function chatCompletionBody(
  request: TextRequest,
  model: string | null,
): Record<string, unknown> {
  const reasoning = model !== null && isReasoningModel(model);
  return {
    ...(model !== null ? { model } : {}),
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    ...(reasoning
      ? { max_completion_tokens: request.maxTokens }
      : { max_tokens: request.maxTokens, temperature: request.temperature }),
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
  };
}

export function chatCompletionText(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.choices)) return null;
  const message = isRecord(body.choices[0]) ? body.choices[0].message : undefined;
  if (!isRecord(message)) return null;
  const content = message.content;
  if (typeof content === 'string') return content;
  // Some OpenAI-compatible servers answer with content parts.
  if (Array.isArray(content)) {
    return content
      .map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  return null;
}

/** OpenAI chat completions; any OpenAI-compatible server (vLLM, Ollama, LM Studio) via baseUrl. */
export const openaiAdapter: WireAdapter = {
  defaultBaseUrl: publicApiBaseUrls.openai,
  build: (config: ProviderConfig, request: TextRequest) => ({
    url: joinUrl(config.baseUrl ?? openaiAdapter.defaultBaseUrl, '/chat/completions'),
    headers: { authorization: `Bearer ${config.apiKey}` },
    body: chatCompletionBody(request, config.model),
  }),
  extractText: chatCompletionText,
};
