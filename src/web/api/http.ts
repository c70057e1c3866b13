import type { ApiErrorBody } from '../../domain/api-error';

/** An API answer outside 2xx, carrying the `{error: {code, message, fields}}` body of API.md. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

type JsonBody = object;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: JsonBody;
  signal?: AbortSignal;
}

// A hand-written check rather than apiErrorSchema.parse: zod stays out of the landing
// page's initial JavaScript (budget ≤150 KB gzip), and this runs on every failed call.
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error && 'message' in error)) return false;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return false;
  if (!('fields' in error) || error.fields === undefined) return true;
  const { fields } = error;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((message) => typeof message === 'string')
  );
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (isApiErrorBody(parsed)) {
    const { code, message, fields } = parsed.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(
    response.status,
    response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    response.statusText || `Request failed with status ${response.status}`,
  );
}

/**
 * Same-origin JSON request to the CasePilot API. The session travels as an HttpOnly cookie,
 * so nothing here touches tokens. Resolves `undefined` for empty (204) answers. The answer is
 * typed by the caller from the shared domain types: the server validates every response
 * against the domain schemas on the way out (STYLE.md 6).
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await readError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
