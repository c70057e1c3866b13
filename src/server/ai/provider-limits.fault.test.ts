import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { completeStructured, MAX_PROVIDER_RESPONSE_BYTES } from './provider';
import { AiProviderError } from './provider-error';
import { shortenAiTiming } from './test-support/shorten-ai-timing';

type Seen = { url: string; authorization: string | undefined };

/** A provider whose next answer the test chooses; it records every request it gets. */
async function startScriptedProvider() {
  const seen: Seen[] = [];
  let answer: (res: http.ServerResponse) => void = (res) => res.end('{}');
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answerWith: (fn: (res: http.ServerResponse) => void) => {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const STORED_KEY = 'sk-audit-1234567890abcdefwxyz';

describe.each(dialectsUnderTest())('AI provider faults on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let home: Awaited<ReturnType<typeof startScriptedProvider>>;
  let attacker: Awaited<ReturnType<typeof startScriptedProvider>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    shortenAiTiming(t.ctx, { retry: { baseDelayMs: 1 }, timeouts: { connectionTestMs: 5000 } });
    admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
    home = await startScriptedProvider();
    attacker = await startScriptedProvider();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/llm-settings',
      headers: { cookie: admin },
      payload: { llmSettings: { openai: { apiKey: STORED_KEY, baseUrl: `${home.url}/v1` } } },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await home.close();
    await attacker.close();
    await t.close();
  });
  beforeEach(() => {
    home.seen.length = 0;
    attacker.seen.length = 0;
  });

  const connectionTest = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-llm-connection',
      headers: { cookie: admin },
      payload: { provider: 'openai', model: 'gpt-4', maxTokens: 10, temperature: 0, ...payload },
    });

  describe('F28: stored provider key sent to a new baseUrl without re-entry', () => {
    it('the connection test will not send the stored key to a new base URL — held', async () => {
      const response = await connectionTest({ baseUrl: `${attacker.url}/attacker` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Connection failed: Enter the API key again to use it with a new base URL',
      });
      expect(attacker.seen).toHaveLength(0);
      // Typed again, the key may go there: the admin chose to send it.
      await connectionTest({ baseUrl: `${attacker.url}/attacker`, apiKey: 'sk-typed-again-0000' });
      expect(attacker.seen[0]?.authorization).toBe('Bearer sk-typed-again-0000');
    });

    it('saving a new base URL without the key is refused, and the stored URL stays — held', async () => {
      const moved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/llm-settings',
        headers: { cookie: admin },
        payload: { llmSettings: { openai: { baseUrl: `${attacker.url}/v1` } } },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error.fields).toEqual({
        'llmSettings.openai.apiKey': 'Enter the API key again to use it with a new base URL',
      });
      const row = await t.ctx.db
        .selectFrom('llmProviderSettings')
        .select('baseUrl')
        .where('providerKey', '=', 'openai')
        .executeTakeFirstOrThrow();
      expect(row.baseUrl).toBe(`${home.url}/v1`);
      // Same URL (a trailing slash aside) with the key kept is fine.
      const same = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/llm-settings',
        headers: { cookie: admin },
        payload: { llmSettings: { openai: { baseUrl: `${home.url}/v1/`, model: 'gpt-4' } } },
      });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('F33: key prefix echoed by the provider reaches the admin', () => {
    it('an echoed key fragment or credential-shaped text is masked in the connection-test message — held', async () => {
      home.answerWith((res) => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: `Incorrect API key provided: ${STORED_KEY.slice(0, 13)}************wxyz. Also seen: AIzaSyD-abcdefghijklmnop1234 and token=opaque-secret-777`,
            },
          }),
        );
      });
      const response = await connectionTest({ baseUrl: `${home.url}/v1` });
      const { message, success } = response.json();
      expect(success).toBe(false);
      expect(message).toMatch(/^Connection failed: The API key was rejected \(401\)/);
      expect(message).toContain('Incorrect API key provided');
      for (const leak of [STORED_KEY.slice(0, 13), 'audit-1234', 'AIzaSyD', 'opaque-secret-777'])
        expect(message).not.toContain(leak);
    });
  });

  describe('F29: provider response size is unbounded', () => {
    const huge = (res: http.ServerResponse) => {
      // 3 MB of valid JSON, streamed without a Content-Length.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices":[{"message":{"content":"');
      const chunk = 'a'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end('"}}]}');
      };
      pump();
    };

    it('an answer over the cap is refused after one request, not read whole nor fetched again — held', async () => {
      home.answerWith(huge);
      const response = await connectionTest({ baseUrl: `${home.url}/v1` });
      expect(response.json()).toMatchObject({
        success: false,
        message: "Connection failed: The provider's answer was larger than 2 MB",
      });
      expect(home.seen).toHaveLength(1);

      home.seen.length = 0;
      const error = await completeStructured(
        { provider: 'openai', apiKey: STORED_KEY, model: 'gpt-4', baseUrl: `${home.url}/v1` },
        {
          system: 's',
          user: 'json please',
          maxTokens: 10,
          temperature: 0,
          timeoutMs: 5000,
          schema: z.object({ a: z.string() }),
        },
        {
          retry: {
            maxRetries: 2,
            baseDelayMs: 1,
            maxDelayMs: 1,
            maxRetryAfterMs: 1,
            sleep: async () => {},
          },
        },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AiProviderError);
      expect((error as AiProviderError).kind).toBe('too_large');
      expect(home.seen).toHaveLength(1);
    });

    it('a declared Content-Length over the cap is refused before reading — held', async () => {
      home.answerWith((res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(MAX_PROVIDER_RESPONSE_BYTES + 1),
        });
        res.write('{');
        // never finishes: the client must not wait for the rest
      });
      const response = await connectionTest({ baseUrl: `${home.url}/v1` });
      expect(response.json().message).toBe(
        "Connection failed: The provider's answer was larger than 2 MB",
      );
    });
  });
});
