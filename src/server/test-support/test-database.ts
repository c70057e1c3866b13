import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function dialectsUnderTest(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export type TestDatabase = DatabaseHandle & {
  database: Config['database'];
  /** Extra environment for a child process (e2e server) to reach the same database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/** A fresh, migrated database of its own: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-test-'));
    const database = { dialect: 'sqlite' as const, path: path.join(dir, 'test.db') };
    const handle = openDatabase(database);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      database,
      env: { SQLITE_PATH: database.path },
      drop: async () => {
        await handle.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const database = { dialect: 'postgres' as const, url };
  const handle = openDatabase(database, { searchPath: schema });
  await migrateToLatest(handle.db, { schema });
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...handle,
    database,
    env: { DATABASE_URL: schemaUrl.toString() },
    drop: async () => {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...overrides });
}
