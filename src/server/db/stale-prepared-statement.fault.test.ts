import { afterEach, describe, expect, it } from 'vitest';
import { ResilientPostgresPool } from './postgres-pool';

const pgUrl = process.env.TEST_DATABASE_URL;

// Statements are prepared once per connection; a migration that changes what one returns made
// PostgreSQL refuse it on that connection ("cached plan must not change result type"), a 500 on
// every request that connection served until the process restarted.
describe.skipIf(!pgUrl)('a prepared statement outlives a migration of its table', () => {
  let pool: ResilientPostgresPool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  async function run(sql: string, parameters: unknown[] = []) {
    const client = await pool!.connect();
    try {
      return (await client.query(sql, parameters)) as { rows: Record<string, unknown>[] };
    } finally {
      client.release();
    }
  }

  it('answers the same statement after a column was added between two calls', async () => {
    pool = new ResilientPostgresPool({ connectionString: pgUrl!, max: 1 });
    const table = `stale_plan_${Date.now()}`;
    await run(`create temporary table ${table} (id int)`);
    await run(`insert into ${table} values (1)`);
    const sql = `select * from ${table} where id = $1`;
    expect((await run(sql, [1])).rows).toEqual([{ id: 1 }]);
    await run(`alter table ${table} add column note text`);

    expect((await run(sql, [1])).rows).toEqual([{ id: 1, note: null }]);
  });
});
