import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { createAppContext } from '../context-dependencies';
import { FaultProxy } from '../test-support/fault-proxy';
import { createTestDatabase, testConfig, type TestDatabase } from '../test-support/test-database';

const REDIS_PORT = 6379;

async function redisIsUp(): Promise<boolean> {
  const probe = new Redis(REDIS_PORT, '127.0.0.1', {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!(await redisIsUp()))(
  'F12: Redis trouble breaks the public rate-limited routes',
  () => {
    let database: TestDatabase;
    let proxy: FaultProxy;
    let app: FastifyInstance;
    let direct: Redis;

    beforeAll(async () => {
      database = await createTestDatabase('sqlite');
      proxy = new FaultProxy(REDIS_PORT);
      await proxy.start();
      const config = testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
      const ctx: AppContext = createAppContext({ db: database.db, dialect: 'sqlite' }, config, {
        version: 'test',
      });
      app = await buildApp(ctx, { serveWeb: false, logger: false });
      await app.ready();
      direct = new Redis(REDIS_PORT, '127.0.0.1');
    });
    afterEach(async () => {
      await proxy.setMode('forward');
    });
    afterAll(async () => {
      await app.close();
      await proxy.close();
      direct.disconnect();
      await database.drop();
    });

    /** 11 access requests from one new address: the 11th is over the limit of 10 an hour. */
    async function elevenAccessRequests() {
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
      const answers: { status: number; ms: number }[] = [];
      for (let i = 0; i < 11; i += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/access-requests',
          remoteAddress: ip,
          payload: { email: `limit-${randomUUID()}@example.com`, companyName: 'Co', useCase: 'x' },
        });
        answers.push({ status: response.statusCode, ms: performance.now() - started });
      }
      return { ip, answers };
    }

    it('keeps the per-IP limit and answers at once while Redis refuses connections — held', async () => {
      await proxy.setMode('refuse');
      await sleep(200);
      const { answers } = await elevenAccessRequests();
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    });

    it('neither hangs nor drops the limit while Redis is black-holed — held', async () => {
      await proxy.setMode('blackhole');
      const { answers } = await elevenAccessRequests();
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);
      // Only the request that finds the stall waits for the command timeout (0.5 s).
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_500);
      const started = performance.now();
      const invitation = await app.inject({ url: `/api/invitations/${'c'.repeat(40)}` });
      expect(invitation.statusCode).toBe(404);
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('counts in Redis again, without hanging, once Redis is back — held', async () => {
      await proxy.setMode('blackhole');
      await elevenAccessRequests();
      await proxy.setMode('forward');
      // Within a few seconds a request's count lands in Redis again (shared by every process).
      const started = Date.now();
      let shared = false;
      while (!shared && Date.now() - started < 5_000) {
        const ip = `192.0.2.1-${randomUUID()}`;
        const requestStarted = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/access-requests',
          remoteAddress: ip,
          payload: { email: `back-${randomUUID()}@example.com`, companyName: 'Co', useCase: 'x' },
        });
        expect(response.statusCode).toBe(201);
        expect(performance.now() - requestStarted).toBeLessThan(1_000);
        const keys = await direct.keys(`casepilot-rate-limit-*${ip}`);
        shared = keys.length === 1;
        if (!shared) await sleep(200);
      }
      expect(shared).toBe(true);
      const { answers } = await elevenAccessRequests();
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    });
  },
);
