import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import type { AppContext } from '../app-context';
import { contextDependencies } from '../context-dependencies';
import type { Database } from '../db/schema';
import { DatabaseUnavailableError } from '../db/database-errors';
import {
  createTestDatabase,
  dialectsUnderTest,
  testConfig,
  type TestDatabase,
} from '../test-support/test-database';
import { startJobWorker } from './job-worker';
import { enqueueJob, findJob } from './jobs.repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialectsUnderTest())(
  'F2: the job worker while the database is away (%s)',
  (dialect) => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase(dialect);
    });
    afterEach(() => database.drop());

    it('backs off instead of polling at full rate, and runs jobs again once the database is back — held', async () => {
      let away = true;
      let attempts = 0;
      // Every query fails at once while the database is away, as the PostgreSQL pool does then.
      const awayDb = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: {
            connect: async () => {
              attempts += 1;
              throw new DatabaseUnavailableError();
            },
            end: async () => undefined,
          },
        }),
      });
      const config = testConfig();
      const ctx: AppContext = {
        get db() {
          return away ? awayDb : database.db;
        },
        dialect,
        config,
        ...contextDependencies(config),
        now: () => new Date(),
        version: 'test',
      };
      const ran: string[] = [];
      const worker = startJobWorker(
        ctx,
        { k: { run: async (_ctx, payload) => void ran.push((payload as { n: string }).n) } },
        { pollMs: 100, concurrency: 1 },
      );
      try {
        await sleep(3_000);
        // Polling every 100 ms would be about 30 attempts; backing off (100, 200, 400, 800, 1600 ms) about 5.
        expect(attempts).toBeGreaterThan(2);
        expect(attempts).toBeLessThan(10);

        away = false;
        const id = await enqueueJob(database.db, {
          kind: 'k',
          payload: { n: 'after' },
          now: new Date(),
        });
        const started = Date.now();
        while (ran.length === 0 && Date.now() - started < 8_000) await sleep(50);
        expect(ran).toEqual(['after']);
        await sleep(100);
        expect((await findJob(database.db, id))?.status).toBe('done');
      } finally {
        await worker.stop();
      }
    });
  },
);
