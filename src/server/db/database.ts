import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

export type DatabaseHandle = { db: Db; dialect: Dialect };

export function openDatabase(
  database: Config['database'],
  options: { searchPath?: string } = {},
): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A test run lives in its own schema; production uses the URL's default.
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
    };
  }

  fs.mkdirSync(path.dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Safe with WAL: a crash can lose the last transactions, never corrupt the file.
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins }),
    dialect: 'sqlite',
  };
}
