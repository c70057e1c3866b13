import { publicApiBaseUrls } from '../../../domain/ai-settings';
import type { ProviderConfig, TextRequest } from '../provider-types';
import { chatCompletionBody, chatCompletionText } from './openai';
import { joinUrl, type WireAdapter } from './wire-adapter';

export const AZURE_API_VERSION = '2024-03-01-preview';

/** Azure OpenAI: the deployment (our `model`) is in the path; the model is fixed by it. */
export const azureAdapter: WireAdapter = {
  defaultBaseUrl: publicApiBaseUrls.azure,
  build: (config: ProviderConfig, request: TextRequest) => {
    if (!config.baseUrl) throw new Error('Azure needs an endpoint');
    const path = `/openai/deployments/${encodeURIComponent(config.model)}/chat/completions?api-version=${AZURE_API_VERSION}`;
    return {
      url: joinUrl(config.baseUrl, path),
      headers: { 'api-key': config.apiKey },
      body: chatCompletionBody(request, null),
    };
  },
  extractText: chatCompletionText,
};
