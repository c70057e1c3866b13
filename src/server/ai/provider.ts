import type { z } from 'zod';
import type { RemoteProvider } from '../../domain/ai-settings';
import { anthropicAdapter } from './adapters/anthropic';
import { azureAdapter } from './adapters/azure';
import { googleAdapter } from './adapters/google';
import { openaiAdapter } from './adapters/openai';
import { extractErrorMessage, type WireAdapter } from './adapters/wire-adapter';
import { parseAnswer } from './json-answer';
import {
  ABORTED_MESSAGE,
  AiProviderError,
  cleanProviderMessage,
  httpError,
  isRetryable,
  transportError,
} from './provider-error';
import {
  backoffDelay,
  defaultRetryTiming,
  parseRetryAfter,
  type RetryTiming,
} from './retry-timing';

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

const adapters: Record<RemoteProvider, WireAdapter> = {
  openai: openaiAdapter,
  azure: azureAdapter,
  anthropic: anthropicAdapter,
  google: googleAdapter,
};

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  try {
    return { json: JSON.parse(text), text };
  } catch {
    return { json: undefined, text };
  }
}

/** One HTTP exchange: the answer's text, or a classified AiProviderError. */
async function sendOnce(
  config: ProviderConfig,
  request: TextRequest,
  doFetch: typeof fetch,
): Promise<string> {
  const adapter = adapters[config.provider];
  const wire = adapter.build(config, request);
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await doFetch(wire.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...wire.headers },
      body: JSON.stringify(wire.body),
      signal,
    });
    const body = await readBody(response);
    if (!response.ok) {
      const message = cleanProviderMessage(
        extractErrorMessage(body.json ?? body.text),
        config.apiKey,
      );
      throw httpError(response.status, message, parseRetryAfter(response.headers));
    }
    if (body.json === undefined) {
      throw new AiProviderError('invalid_answer', 'The provider answered with malformed JSON', {
        status: response.status,
      });
    }
    const text = adapter.extractText(body.json);
    if (text === null || !text.trim()) {
      throw new AiProviderError('empty_answer', 'The provider returned an empty answer', {
        status: response.status,
      });
    }
    return text;
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    throw transportError(
      error,
      wire.url,
      timeout.aborted && !request.signal?.aborted,
      request.timeoutMs,
    );
  }
}

/** A text completion with retries on 408, 409, 429, 5xx and dropped connections (at most 2). */
export async function completeText(
  config: ProviderConfig,
  request: TextRequest,
  options: CallOptions = {},
): Promise<string> {
  const timing = options.retry ?? defaultRetryTiming;
  const doFetch = options.fetch ?? fetch;
  for (let retry = 0; ; retry += 1) {
    try {
      return await sendOnce(config, request, doFetch);
    } catch (error) {
      if (!(error instanceof AiProviderError) || !isRetryable(error) || retry >= timing.maxRetries)
        throw error;
      try {
        await timing.sleep(backoffDelay(timing, retry, error.retryAfterMs), request.signal);
      } catch {
        throw new AiProviderError('aborted', ABORTED_MESSAGE);
      }
    }
  }
}

/**
 * The one provider interface: a structured request whose answer is validated against a zod
 * schema. An empty answer, or one that fails validation, is asked for once more.
 */
export async function completeStructured<T>(
  config: ProviderConfig,
  request: StructuredRequest<T>,
  options: CallOptions = {},
): Promise<T> {
  const { schema, ...rest } = request;
  let lastError: AiProviderError | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const text = await completeText(config, { ...rest, json: true }, options);
      return parseAnswer(text, schema);
    } catch (error) {
      const isBadAnswer =
        error instanceof AiProviderError &&
        (error.kind === 'empty_answer' || error.kind === 'invalid_answer');
      if (!isBadAnswer) throw error;
      lastError = error;
    }
  }
  throw (
    lastError ??
    new AiProviderError('invalid_answer', "The provider's answer was not in the expected format")
  );
}

export function defaultBaseUrl(provider: RemoteProvider): string {
  return adapters[provider].defaultBaseUrl;
}
