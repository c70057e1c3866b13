import { publicApiBaseUrls } from '../../../domain/ai-settings';
import type { ProviderConfig, TextRequest } from '../provider-types';
import { isRecord, joinUrl, type WireAdapter } from './wire-adapter';

/** Google Generative Language API (Gemini) generateContent. */
export const googleAdapter: WireAdapter = {
  defaultBaseUrl: publicApiBaseUrls.google,
  build: (config: ProviderConfig, request: TextRequest) => {
    const model = config.model.replace(/^models\//, '');
    return {
      url: joinUrl(
        config.baseUrl ?? googleAdapter.defaultBaseUrl,
        `/v1beta/models/${encodeURIComponent(model)}:generateContent`,
      ),
      headers: { 'x-goog-api-key': config.apiKey },
      body: {
        systemInstruction: { parts: [{ text: request.system }] },
        contents: [{ role: 'user', parts: [{ text: request.user }] }],
        generationConfig: {
          maxOutputTokens: request.maxTokens,
          temperature: request.temperature,
          ...(request.json ? { responseMimeType: 'application/json' } : {}),
        },
      },
    };
  },
  extractText: (body) => {
    if (!isRecord(body) || !Array.isArray(body.candidates)) return null;
    const content = isRecord(body.candidates[0]) ? body.candidates[0].content : undefined;
    if (!isRecord(content) || !Array.isArray(content.parts)) return null;
    return content.parts
      .map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
      .join('');
  },
};
