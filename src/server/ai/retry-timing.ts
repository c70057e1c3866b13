export type RetryTiming = {
  /** Spec §8: at most 2 retries after the first attempt. */
  maxRetries: number;
  /** First backoff; doubles each retry, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest Retry-After we honour; a longer one is cut to this. */
  maxRetryAfterMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const defaultRetryTiming: RetryTiming = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 20_000,
  sleep,
};

export type AiTimeouts = { analysisMs: number; connectionTestMs: number };
export const defaultTimeouts: AiTimeouts = { analysisMs: 60_000, connectionTestMs: 30_000 };

/** Held on the AppContext, so a test can shorten one app's waits without touching another's. */
export type AiTiming = { retry: RetryTiming; timeouts: AiTimeouts };

export function defaultAiTiming(): AiTiming {
  return { retry: { ...defaultRetryTiming }, timeouts: { ...defaultTimeouts } };
}

/** Retry-After as seconds or an HTTP date (and OpenAI's retry-after-ms), in milliseconds. */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Number(ms);
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function backoffDelay(
  timing: RetryTiming,
  retry: number,
  retryAfterMs: number | null,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, timing.maxRetryAfterMs);
  const exponential = Math.min(timing.baseDelayMs * 2 ** retry, timing.maxDelayMs);
  return Math.round(exponential * (0.75 + Math.random() * 0.25));
}
