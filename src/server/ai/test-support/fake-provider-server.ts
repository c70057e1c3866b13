import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Protocol = 'openai' | 'azure' | 'anthropic' | 'google';

/** What the next accepted request gets. `answer` is the model's text (objects are sent as JSON). */
export type FakeReply =
  | { type: 'success'; answer?: unknown }
  | { type: 'malformed' }
  | { type: 'status'; status: number; retryAfter?: string; message?: string }
  | { type: 'hang' };

export type RecordedRequest = {
  protocol: Protocol;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
};

export type FakeProviderServer = {
  /** http://127.0.0.1:port, no trailing slash. The OpenAI base URL is `${url}/v1`. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Queue replies for the next accepted requests; once used up, requests succeed with `defaultAnswer`. */
  script: (...replies: FakeReply[]) => void;
  defaultAnswer: unknown;
  reset: () => void;
  close: () => Promise<void>;
};

export type FakeProviderOptions = {
  apiKey?: string;
  models?: string[];
  deployments?: string[];
  defaultAnswer?: unknown;
};

const AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;
const GOOGLE_PATH = /^\/v1beta\/models\/([^/:]+):generateContent$/;

type Check = { status: number; message: string } | null;
const fail = (status: number, message: string): Check => ({ status, message });
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkChatBody(
  body: Record<string, unknown>,
  needsModel: boolean,
  models: string[],
): Check {
  if (needsModel && typeof body.model !== 'string')
    return fail(400, 'you must provide a model parameter');
  if (needsModel && !models.includes(body.model as string))
    return fail(404, `The model \`${String(body.model)}\` does not exist`);
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return fail(400, "'messages' is a required property");
  for (const m of body.messages) {
    if (!isRecord(m) || !['system', 'user', 'assistant'].includes(m.role as string))
      return fail(400, 'Invalid message role');
  }
  if (
    body.max_tokens !== undefined &&
    (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1)
  ) {
    return fail(400, 'max_tokens must be a positive integer');
  }
  const format = body.response_format;
  if (format !== undefined && !(isRecord(format) && format.type === 'json_object'))
    return fail(400, 'Invalid response_format');
  if (isRecord(format) && !JSON.stringify(body.messages).toLowerCase().includes('json')) {
    return fail(
      400,
      "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
    );
  }
  return null;
}

/** Checks a request the way the real service would; null when it would be accepted. */
function check(
  protocol: Protocol,
  path: string,
  query: URLSearchParams,
  headers: http.IncomingHttpHeaders,
  body: Record<string, unknown>,
  o: Required<FakeProviderOptions>,
): Check {
  switch (protocol) {
    case 'openai':
      if (headers.authorization !== `Bearer ${o.apiKey}`)
        return fail(401, 'Incorrect API key provided');
      return checkChatBody(body, true, o.models);
    case 'azure': {
      if (headers['api-key'] !== o.apiKey)
        return fail(401, 'Access denied due to invalid subscription key or wrong API endpoint.');
      if (query.get('api-version') !== '2024-03-01-preview') return fail(404, 'Resource not found');
      const deployment = decodeURIComponent(AZURE_PATH.exec(path)?.[1] ?? '');
      if (!o.deployments.includes(deployment))
        return fail(404, 'The API deployment for this resource does not exist.');
      return checkChatBody(body, false, o.models);
    }
    case 'anthropic':
      if (headers['x-api-key'] !== o.apiKey) return fail(401, 'invalid x-api-key');
      if (headers['anthropic-version'] !== '2023-06-01')
        return fail(400, 'anthropic-version header is required');
      if (typeof body.model !== 'string' || !o.models.includes(body.model))
        return fail(404, `model: ${String(body.model)}`);
      if (!Number.isInteger(body.max_tokens)) return fail(400, 'max_tokens: Field required');
      if (body.system !== undefined && typeof body.system !== 'string')
        return fail(400, 'system: Input should be a valid string');
      if (typeof body.temperature === 'number' && (body.temperature < 0 || body.temperature > 1))
        return fail(400, 'temperature: range 0..1');
      if (
        !Array.isArray(body.messages) ||
        !body.messages.every((m) => isRecord(m) && m.role === 'user' && Array.isArray(m.content))
      ) {
        return fail(400, 'messages: expected user messages with content blocks');
      }
      return null;
    case 'google': {
      if (headers['x-goog-api-key'] !== o.apiKey)
        return fail(400, 'API key not valid. Please pass a valid API key.');
      const model = decodeURIComponent(GOOGLE_PATH.exec(path)?.[1] ?? '');
      if (!o.models.includes(model))
        return fail(404, `models/${model} is not found for API version v1beta`);
      const contents = body.contents;
      if (!Array.isArray(contents) || !contents.every((c) => isRecord(c) && Array.isArray(c.parts)))
        return fail(400, 'contents is required');
      if (body.generationConfig !== undefined && !isRecord(body.generationConfig))
        return fail(400, 'Invalid generationConfig');
      return null;
    }
  }
}

function protocolOf(path: string): Protocol | null {
  if (path === '/v1/chat/completions') return 'openai';
  if (AZURE_PATH.test(path)) return 'azure';
  if (path === '/v1/messages') return 'anthropic';
  if (GOOGLE_PATH.test(path)) return 'google';
  return null;
}

function successBody(protocol: Protocol, text: string, model: unknown): unknown {
  switch (protocol) {
    case 'openai':
    case 'azure':
      return {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
      };
    case 'anthropic':
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
      };
    case 'google':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
      };
  }
}

function errorBody(protocol: Protocol, status: number, message: string): unknown {
  if (protocol === 'anthropic') return { type: 'error', error: { type: 'api_error', message } };
  if (protocol === 'google')
    return { error: { code: status, message, status: 'INVALID_ARGUMENT' } };
  return { error: { message, type: 'invalid_request_error', code: null } };
}

/** A local stand-in for OpenAI, Azure OpenAI, Anthropic and Google on a random loopback port. */
export async function startFakeProviderServer(
  options: FakeProviderOptions = {},
): Promise<FakeProviderServer> {
  const o: Required<FakeProviderOptions> = {
    apiKey: options.apiKey ?? 'sk-fake-test-key-3f9a',
    models: options.models ?? ['gpt-4', 'gpt-4o-mini', 'claude-3-opus', 'gemini-pro'],
    deployments: options.deployments ?? ['casepilot-gpt4'],
    defaultAnswer: options.defaultAnswer ?? { ok: true },
  };
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeProviderServer = {
    url: '',
    apiKey: o.apiKey,
    requests,
    defaultAnswer: o.defaultAnswer,
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const protocol = req.method === 'POST' ? protocolOf(url.pathname) : null;
      if (!protocol)
        return send(404, { error: { message: `Unknown path ${req.method} ${url.pathname}` } });
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (!isRecord(parsed)) throw new Error('not an object');
        body = parsed;
      } catch {
        return send(
          400,
          errorBody(protocol, 400, 'We could not parse the JSON body of your request.'),
        );
      }
      requests.push({
        protocol,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        at: Date.now(),
      });
      const problem = check(protocol, url.pathname, url.searchParams, req.headers, body, o);
      if (problem)
        return send(problem.status, errorBody(protocol, problem.status, problem.message));

      const reply = queue.shift() ?? { type: 'success' };
      switch (reply.type) {
        case 'hang':
          return; // never answers; close() drops the socket
        case 'malformed':
          return send(200, '{"choices": [{"message": {"content": "{\\"caseType\\": ');
        case 'status': {
          const headers: Record<string, string> = reply.retryAfter
            ? { 'retry-after': reply.retryAfter }
            : {};
          return send(
            reply.status,
            errorBody(protocol, reply.status, reply.message ?? `Fake ${reply.status}`),
            headers,
          );
        }
        case 'success': {
          const answer = reply.answer ?? fake.defaultAnswer;
          const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
          return send(200, successBody(protocol, text, body.model));
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
