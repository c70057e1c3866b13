import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { addApiRequests } from './admin-overview.repository';

const FLUSH_INTERVAL_MS = 10_000;

/**
 * Counts /api requests per UTC day for the admin overview. Counting in memory and adding the
 * total every 10 s keeps a database write off every request; each process adds its own share,
 * so several processes still sum correctly. At most the last 10 s are lost on a crash. Returns
 * the counting function, which the one arrival hook (request-arrival.ts) calls for each /api
 * request as it arrives.
 */
export function registerApiRequestCounter(app: FastifyInstance, ctx: AppContext): () => void {
  const pending = new Map<string, number>();

  const flush = async () => {
    const entries = [...pending.entries()];
    pending.clear();
    for (const [day, count] of entries) {
      await addApiRequests(ctx.db, day, count);
    }
  };

  // The day's key is formatted once per UTC day, not on every request.
  let day = '';
  let dayEndsAt = 0;
  const count = () => {
    const now = ctx.now().getTime();
    if (now >= dayEndsAt || now < dayEndsAt - 86_400_000) {
      day = new Date(now).toISOString().slice(0, 10);
      dayEndsAt = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
    }
    pending.set(day, (pending.get(day) ?? 0) + 1);
  };

  const timer = setInterval(() => {
    flush().catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not record API request counts'),
    );
  }, FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  app.decorate('flushApiRequestCounts', flush);
  return count;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the in-memory request counts now (tests, shutdown). */
    flushApiRequestCounts: () => Promise<void>;
  }
}
