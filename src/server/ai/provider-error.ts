/** How a provider call failed, told apart as spec §8 asks; each kind reads clearly to an admin. */
export type AiFailureKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'request_timeout'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'server_error'
  | 'http_error'
  | 'timeout'
  | 'aborted'
  | 'connection'
  | 'empty_answer'
  | 'invalid_answer'
  /** Over the byte cap: neither retried nor asked again, as a second try would be as large. */
  | 'too_large'
  | 'not_configured';

export const ABORTED_MESSAGE = 'The operation was aborted.';

export class AiProviderError extends Error {
  readonly kind: AiFailureKind;
  readonly status: number | null;
  /** Seconds or date from a Retry-After header, already turned into milliseconds. */
  readonly retryAfterMs: number | null;

  constructor(
    kind: AiFailureKind,
    message: string,
    options: { status?: number; retryAfterMs?: number | null } = {},
  ) {
    super(message);
    this.name = 'AiProviderError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** Spec §8: retries happen on 408, 409, 429 and 5xx (and on dropped connections, as SDKs do). */
export function isRetryable(error: AiProviderError): boolean {
  if (error.kind === 'connection') return true;
  const status = error.status;
  return status !== null && (status === 408 || status === 409 || status === 429 || status >= 500);
}

function kindOfStatus(status: number): AiFailureKind {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'server_error' : 'http_error';
  }
}

const statusText: Record<AiFailureKind, (status: number) => string> = {
  bad_request: () => 'The provider rejected the request as invalid (400)',
  unauthorized: () => 'The API key was rejected (401); check the key',
  forbidden: () => 'The API key may not use this model or resource (403)',
  not_found: () =>
    'Model, deployment or endpoint not found (404); check the model name and base URL',
  request_timeout: () => 'The provider timed out handling the request (408)',
  conflict: () => 'The provider reported a conflict (409)',
  unprocessable: () => 'The provider could not process the request (422)',
  rate_limited: () => 'Rate limit or quota exceeded (429); try again later or check the plan',
  server_error: (s) => `The provider had a server error (${s})`,
  http_error: (s) => `The provider answered with HTTP ${s}`,
  timeout: () => 'No answer in time',
  aborted: () => ABORTED_MESSAGE,
  connection: () => 'Could not connect',
  empty_answer: () => 'The provider returned an empty answer',
  invalid_answer: () => "The provider's answer was not in the expected format",
  too_large: () => "The provider's answer was too large",
  not_configured: () => 'The provider is not configured',
};

const MASK = '••••';
// Shapes of credentials a provider may echo: OpenAI/Anthropic 'sk-…', Google 'AIza…',
// an Authorization value, and 'key: …' / 'token=…' pairs.
const KEY_PATTERNS: [RegExp, string][] = [
  [/\b(?:sk|pk|rk)-[A-Za-z0-9_*.-]{4,}/g, MASK],
  [/\bAIza[A-Za-z0-9_*-]{8,}/g, MASK],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=*-]{6,}/gi, `$1 ${MASK}`],
  [
    /\b(api[-_ ]?key|key|token|secret|password)(["']?\s*[:=]\s*["']?)[A-Za-z0-9._~+/=*-]{6,}/gi,
    `$1$2${MASK}`,
  ],
];
// A run of characters a key is made of.
const KEYISH_RUN = /[A-Za-z0-9._~+/=*-]{6,}/g;

/** True when the run shares 6 or more consecutive characters with the key (a prefix echoed back). */
function sharesFragment(run: string, apiKey: string): boolean {
  for (let i = 0; i + 6 <= run.length; i += 1) {
    if (apiKey.includes(run.slice(i, i + 6))) return true;
  }
  return false;
}

/** A long opaque string with letters and digits mixed is treated as a credential too. */
const looksOpaque = (run: string) => run.length >= 24 && /\d/.test(run) && /[A-Za-z]/.test(run);

/**
 * Keeps a provider's own explanation short and free of anything that looks like a key: the key
 * sent, any fragment of it, and credential-shaped strings (the provider may echo another one).
 */
export function cleanProviderMessage(text: string | null, apiKey: string): string | null {
  if (!text) return null;
  let clean = text.replace(/\s+/g, ' ').trim();
  if (apiKey.length >= 4) clean = clean.split(apiKey).join(MASK);
  for (const [pattern, replacement] of KEY_PATTERNS) clean = clean.replace(pattern, replacement);
  clean = clean.replace(KEYISH_RUN, (run) =>
    (apiKey.length >= 6 && sharesFragment(run, apiKey)) || looksOpaque(run) ? MASK : run,
  );
  return clean.length > 300 ? `${clean.slice(0, 297)}...` : clean || null;
}

export function httpError(
  status: number,
  providerMessage: string | null,
  retryAfterMs: number | null,
): AiProviderError {
  const kind = kindOfStatus(status);
  const base = statusText[kind](status);
  return new AiProviderError(kind, providerMessage ? `${base}: ${providerMessage}` : base, {
    status,
    retryAfterMs,
  });
}

/** Turns what fetch threw into a timeout, an abort or a connection error. */
export function transportError(
  error: unknown,
  url: string,
  timedOut: boolean,
  timeoutMs: number,
): AiProviderError {
  if (timedOut) {
    return new AiProviderError(
      'timeout',
      `No answer within ${Math.round(timeoutMs / 100) / 10} s (timeout)`,
    );
  }
  if (error instanceof Error && error.name === 'AbortError')
    return new AiProviderError('aborted', ABORTED_MESSAGE);
  const cause =
    error instanceof Error
      ? (error.cause as { code?: string; message?: string } | undefined)
      : undefined;
  const reason =
    cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep the raw text
  }
  return new AiProviderError('connection', `Could not connect to ${host} (${reason})`);
}
