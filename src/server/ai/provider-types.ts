import type { z } from 'zod';
import type { RemoteProvider } from '../../domain/ai-settings';
import type { RetryTiming } from './retry-timing';

/** Where and as whom to call one provider. For azure, `model` is the deployment and `baseUrl` the endpoint. */
export type ProviderConfig = {
  provider: RemoteProvider;
  apiKey: string;
  model: string;
  /** Null means the provider's public API. */
  baseUrl: string | null;
};

export type TextRequest = {
  system: string;
  user: string;
  maxTokens: number;
  temperature: number;
  /** Ask for a JSON object where the protocol has a switch for it. */
  json: boolean;
  /** Per HTTP request; a retry gets a fresh timeout. */
  timeoutMs: number;
  signal?: AbortSignal;
};

export type StructuredRequest<T> = Omit<TextRequest, 'json'> & { schema: z.ZodType<T> };

export type CallOptions = { retry?: RetryTiming; fetch?: typeof fetch };
