import { adapters } from './adapters/adapter-registry';
import { extractErrorMessage } from './adapters/wire-adapter';
import { parseAnswer } from './json-answer';
import {
  ABORTED_MESSAGE,
  AiProviderError,
  cleanProviderMessage,
  httpError,
  isRetryable,
  transportError,
} from './provider-error';
import type { CallOptions, ProviderConfig, StructuredRequest, TextRequest } from './provider-types';
import { backoffDelay, defaultRetryTiming, parseRetryAfter } from './retry-timing';

/**
 * The most of a provider's answer we read. A completion of a few thousand tokens is tens of KB;
 * past this the answer is refused rather than held in memory (a 300 MB answer once grew the
 * process by 924 MB).
 */
export const MAX_PROVIDER_RESPONSE_BYTES = 2 * 1024 * 1024;

const tooLarge = () =>
  new AiProviderError(
    'too_large',
    `The provider's answer was larger than ${MAX_PROVIDER_RESPONSE_BYTES / 1024 / 1024} MB`,
  );

/** Reads the body as a stream and stops, dropping the connection, at the byte cap. */
async function readCappedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > MAX_PROVIDER_RESPONSE_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_PROVIDER_RESPONSE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await readCappedText(response);
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
