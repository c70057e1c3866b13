import type { FastifyInstance } from 'fastify';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** Counts in this process; the answer whenever Redis cannot give one at once. */
class LocalCounts {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.delete(key);
      // Oldest first out, so many addresses cannot grow the map without bound.
      if (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

// INCR, with the window's expiry set by the first request in it; answers count and time left.
const incrScript = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

type RateLimitRedis = Redis & {
  casepilotRateLimit: (key: string, timeWindow: number) => Promise<[number, number]>;
};

/**
 * Per-IP limits counted in Redis (shared by every app process) that never wait on Redis and never
 * switch off. Commands give up after 500 ms; while Redis is not ready (refused, stalled,
 * reconnecting) each request is counted in process memory instead, which every request also
 * updates, so the fallback starts from this process's recent traffic rather than from zero.
 * ioredis reconnects by itself, and Redis counts again from its first ready moment.
 */
function redisBackedStore(redis: RateLimitRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  const local = new LocalCounts();

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const fullKey = this.prefix + key;
      const counted = local.incr(fullKey, timeWindow);
      if (redis.status !== 'ready') return callback(null, counted);
      redis.casepilotRateLimit(fullKey, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          // A command that timed out leaves the connection in doubt: drop it and reconnect.
          if (/timed out/i.test(error.message)) redis.disconnect(true);
          callback(null, counted);
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (as its own Redis store reads it).
      const { method, url } = (
        routeOptions as unknown as { routeInfo: { method: string; url: string } }
      ).routeInfo;
      return new FallbackStore(routeOptions, `${this.prefix}${String(method)}${url}-`);
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-IP request limits (access requests, invitations) count in process memory by default; with
 * REDIS_URL they count in Redis, so several app processes behind a load balancer share one limit.
 * (Sign-in throttling and API-token limits count in the database and are shared either way.)
 */
export async function rateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<FastifyRateLimitStoreCtor | undefined> {
  if (!redisUrl) return undefined;
  // Imported only when configured: ioredis costs ~8 MB resident in a server that never uses it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    // Fail at once while disconnected instead of queueing behind the reconnect.
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  }) as RateLimitRedis;
  redis.defineCommand('casepilotRateLimit', { numberOfKeys: 1, lua: incrScript });
  let available = true;
  redis.on('error', (error: Error) => {
    if (!available) return;
    available = false;
    app.log.warn(
      `Redis rate-limit store unavailable (${error.message}); counting in process memory`,
    );
  });
  redis.on('ready', () => {
    if (available) return;
    available = true;
    app.log.info('Redis rate-limit store available again');
  });
  // Counting starts in Redis when it is there at start; a Redis that is down delays start by 1 s.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisBackedStore(redis, 'casepilot-rate-limit-');
}
