import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { completeStructured, completeText } from './provider';
import { AiProviderError } from './provider-error';
import type { ProviderConfig, TextRequest } from './provider-types';
import { defaultRetryTiming, parseRetryAfter, type RetryTiming } from './retry-timing';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from './test-support/fake-provider-server';

let fake: FakeProviderServer;
let waits: number[];
const retry: RetryTiming = {
  ...defaultRetryTiming,
  baseDelayMs: 1,
  sleep: async (ms) => {
    waits.push(ms);
  },
};

beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  waits = [];
});

const configs = (): Record<string, ProviderConfig> => ({
  openai: { provider: 'openai', apiKey: fake.apiKey, model: 'gpt-4', baseUrl: `${fake.url}/v1` },
  azure: { provider: 'azure', apiKey: fake.apiKey, model: 'casepilot-gpt4', baseUrl: fake.url },
  anthropic: {
    provider: 'anthropic',
    apiKey: fake.apiKey,
    model: 'claude-3-opus',
    baseUrl: fake.url,
  },
  google: { provider: 'google', apiKey: fake.apiKey, model: 'gemini-pro', baseUrl: fake.url },
});

const request: TextRequest = {
  system: 'Answer in JSON.',
  user: 'Say ok as JSON.',
  maxTokens: 64,
  temperature: 0.7,
  json: true,
  timeoutMs: 2000,
};
const okSchema = z.object({ ok: z.boolean() });

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('adapters speak each wire protocol', () => {
  it.each(['openai', 'azure', 'anthropic', 'google'] as const)(
    '%s: a structured answer comes back validated',
    async (name) => {
      fake.script({ type: 'success', answer: { ok: true } });
      const answer = await completeStructured(
        configs()[name]!,
        { ...request, schema: okSchema },
        { retry },
      );
      expect(answer).toEqual({ ok: true });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.protocol).toBe(name);
    },
  );

  it('openai: bearer key, model, messages, max_tokens and JSON mode', async () => {
    await completeText(configs().openai!, request, { retry });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-4',
      max_tokens: 64,
      temperature: 0.7,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'Say ok as JSON.' },
      ],
    });
  });

  it('azure: deployment in the path, api-version and the api-key header', async () => {
    await completeText(configs().azure!, request, { retry });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/openai/deployments/casepilot-gpt4/chat/completions');
    expect(sent.query.get('api-version')).toBe('2024-03-01-preview');
    expect(sent.headers['api-key']).toBe(fake.apiKey);
    expect(sent.headers.authorization).toBeUndefined();
  });

  it('anthropic: x-api-key, anthropic-version, system and content blocks', async () => {
    await completeText(configs().anthropic!, { ...request, temperature: 1.5 }, { retry });
    const sent = fake.requests[0]!;
    expect(sent.headers['x-api-key']).toBe(fake.apiKey);
    expect(sent.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent.body).toMatchObject({
      model: 'claude-3-opus',
      system: 'Answer in JSON.',
      max_tokens: 64,
      temperature: 1,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Say ok as JSON.' }] }],
    });
  });

  it('google: model path, x-goog-api-key and generationConfig with JSON output', async () => {
    await completeText(configs().google!, request, { retry });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1beta/models/gemini-pro:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe(fake.apiKey);
    expect(sent.body).toMatchObject({
      systemInstruction: { parts: [{ text: 'Answer in JSON.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Say ok as JSON.' }] }],
      generationConfig: {
        maxOutputTokens: 64,
        temperature: 0.7,
        responseMimeType: 'application/json',
      },
    });
  });

  it('an unknown model is a 404 the admin can act on', async () => {
    const error = await failure(
      completeText({ ...configs().openai!, model: 'gpt-9' }, request, { retry }),
    );
    expect(error.kind).toBe('not_found');
    expect(error.message).toContain('Model, deployment or endpoint not found (404)');
    expect(error.message).toContain('gpt-9');
  });
});

describe('failure handling', () => {
  it('retries a 429 twice, honouring Retry-After in seconds, then succeeds', async () => {
    fake.script(
      { type: 'status', status: 429, retryAfter: '3' },
      { type: 'status', status: 429, retryAfter: '1' },
    );
    await expect(completeText(configs().openai!, request, { retry })).resolves.toContain('ok');
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([3000, 1000]);
  });

  it('gives up after 2 retries on 500, telling the status', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ type: 'status' as const, status: 500 })));
    const error = await failure(completeText(configs().anthropic!, request, { retry }));
    expect(fake.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(error).toMatchObject({ kind: 'server_error', status: 500 });
    expect(error.message).toContain('server error (500)');
  });

  it('caps a long Retry-After, and reads the HTTP-date form', async () => {
    fake.script({ type: 'status', status: 503, retryAfter: '3600' });
    await completeText(configs().google!, request, { retry: { ...retry, maxRetryAfterMs: 5000 } });
    expect(waits).toEqual([5000]);
    const headers = new Headers({
      'retry-after': new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(),
    });
    expect(parseRetryAfter(headers, Date.UTC(2030, 0, 1, 0, 0, 0))).toBe(10_000);
  });

  it('does not retry a 401 and says the key was rejected, without echoing it', async () => {
    const error = await failure(
      completeText({ ...configs().azure!, apiKey: 'wrong-key-123456' }, request, { retry }),
    );
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.message).toContain('The API key was rejected (401)');
    expect(error.message).not.toContain('wrong-key');
  });

  it.each([
    [400, 'bad_request'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [422, 'unprocessable'],
  ] as const)('tells %i apart without retrying', async (status, kind) => {
    fake.script({ type: 'status', status });
    const error = await failure(completeText(configs().openai!, request, { retry }));
    expect(error).toMatchObject({ kind, status });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries 408 and 409', async () => {
    fake.script({ type: 'status', status: 408 }, { type: 'status', status: 409 });
    await completeText(configs().openai!, request, { retry });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a hanging provider per request', async () => {
    fake.script({ type: 'hang' });
    const started = Date.now();
    const error = await failure(
      completeText(configs().openai!, { ...request, timeoutMs: 150 }, { retry }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/No answer within 0\.2 s/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports an abort as 'The operation was aborted.'", async () => {
    fake.script({ type: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(
      completeText(configs().openai!, { ...request, signal: controller.signal }, { retry }),
    );
    expect(error).toMatchObject({ kind: 'aborted', message: 'The operation was aborted.' });
  });

  it('reports a refused connection, after retrying it', async () => {
    const closed = await startFakeProviderServer();
    await closed.close();
    const error = await failure(
      completeText({ ...configs().openai!, baseUrl: `${closed.url}/v1` }, request, { retry }),
    );
    expect(error.kind).toBe('connection');
    expect(error.message).toMatch(/Could not connect to 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
    expect(waits).toHaveLength(2);
  });

  it('asks once more after a malformed or invalid answer, then gives up', async () => {
    fake.script({ type: 'malformed' }, { type: 'success', answer: { ok: true } });
    await expect(
      completeStructured(configs().openai!, { ...request, schema: okSchema }, { retry }),
    ).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.script(
      { type: 'success', answer: 'not json at all' },
      { type: 'success', answer: { ok: 'yes' } },
    );
    const error = await failure(
      completeStructured(configs().openai!, { ...request, schema: okSchema }, { retry }),
    );
    expect(error.kind).toBe('invalid_answer');
    expect(error.message).toContain('at ok');
    expect(fake.requests).toHaveLength(2);
  });

  it('treats an empty answer like an invalid one', async () => {
    fake.script({ type: 'success', answer: '' }, { type: 'success', answer: '   ' });
    const error = await failure(
      completeStructured(configs().google!, { ...request, schema: okSchema }, { retry }),
    );
    expect(error.kind).toBe('empty_answer');
    expect(fake.requests).toHaveLength(2);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    fake.script({ type: 'success', answer: '```json\n{"ok": true}\n```' });
    await expect(
      completeStructured(configs().anthropic!, { ...request, schema: okSchema }, { retry }),
    ).resolves.toEqual({ ok: true });
  });
});
