import { afterEach, describe, expect, it } from 'vitest';
import { ResilientPostgresPool } from './postgres-pool';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('ResilientPostgresPool statements', () => {
  let pool: ResilientPostgresPool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  /** Runs one statement on the pool's only connection. */
  async function run(sql: string, parameters: unknown[] = []) {
    const client = await pool!.connect();
    try {
      return (await client.query(sql, parameters)) as { rows: Record<string, unknown>[] };
    } finally {
      client.release();
    }
  }

  it('prepares a statement with parameters once per connection and answers each call with its own values', async () => {
    pool = new ResilientPostgresPool({ connectionString: pgUrl!, max: 1 });
    const sql = 'select $1::int * 2 as doubled';
    expect((await run(sql, [2])).rows).toEqual([{ doubled: 4 }]);
    expect((await run(sql, [21])).rows).toEqual([{ doubled: 42 }]);
    await run('select 1 as one');

    const prepared = await run('select statement from pg_prepared_statements');
    expect(prepared.rows.map((r) => r.statement)).toEqual([sql]);
  });
});
