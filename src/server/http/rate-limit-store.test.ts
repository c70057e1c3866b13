import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import { createTestDatabase, testConfig, type TestDatabase } from '../test-support/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisIsUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Two app processes behind a load balancer: with REDIS_URL they share one per-IP limit.
describe.skipIf(!(await redisIsUp()))('rate limits shared through Redis', () => {
  let database: TestDatabase;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ REDIS_URL });
      const ctx: AppContext = createAppContext({ db: database.db, dialect: 'sqlite' }, config, {
        version: 'test',
      });
      const app = await buildApp(ctx, { serveWeb: false, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it('counts requests to either process against the same limit', async () => {
    // A fresh address per run, so leftovers in Redis from earlier runs do not count.
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = apps[i % 2];
      if (!app) throw new Error('no app');
      const response = await app.inject({
        method: 'POST',
        url: '/api/access-requests',
        remoteAddress: ip,
        payload: {
          email: `shared${i}-${randomUUID()}@example.com`,
          companyName: 'Shared',
          useCase: 'x',
        },
      });
      statuses.push(response.statusCode);
    }
    // 10 per hour per address across both processes, not 10 each.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
