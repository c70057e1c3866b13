import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-IP request limits (access requests, invitations) count in process memory by default; with
 * REDIS_URL they count in Redis, so several app processes behind a load balancer share one limit.
 * (Sign-in throttling and API-token limits count in the database and are shared either way.)
 */
export function rateLimitRedis(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Redis | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'Redis rate-limit store unavailable'),
  );
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
