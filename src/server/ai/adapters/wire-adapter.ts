import type { ProviderConfig, TextRequest } from '../provider-types';

export type WireRequest = { url: string; headers: Record<string, string>; body: unknown };

/** One provider's wire protocol: how a request is written and where the answer sits. */
export type WireAdapter = {
  defaultBaseUrl: string;
  build: (config: ProviderConfig, request: TextRequest) => WireRequest;
  /** The answer's text, or null when the response holds none. */
  extractText: (body: unknown) => string | null;
};

/** `{error: {message}}` is how OpenAI, Azure, Anthropic and Google all explain a failure. */
export function extractErrorMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.slice(0, 500) || null;
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/(?<!\/)\/+$/, '')}${path}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
