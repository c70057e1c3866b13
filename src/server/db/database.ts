import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  type Transaction as KyselyTransaction,
} from 'kysely';
import type { Config } from '../config';
import { ResilientPostgresPool, type DatabaseState } from './postgres-pool';
import type { Database } from './schema';
import { LockWaitingSqliteDialect } from './sqlite-driver';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

export type DatabaseHandle = { db: Db; dialect: Dialect };

const states = new WeakMap<Db, () => DatabaseState>();

/** 'unavailable' while PostgreSQL is known to be away (answered without touching it). */
export function databaseState(db: Db): DatabaseState {
  return states.get(db)?.() ?? 'ok';
}

function logStateChange(state: DatabaseState, error?: Error): void {
  // Only the message: the error object of a failed connection carries the connection settings.
  if (state === 'unavailable') {
    console.warn(
      `[database] PostgreSQL is unavailable (${error?.message ?? 'no answer'}); requests answer 503 until it is back`,
    );
  } else console.warn('[database] PostgreSQL is available again');
}

export function openDatabase(
  database: Config['database'],
  options: { searchPath?: string; sqliteLockWaitMs?: number } = {},
): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (database.dialect === 'postgres') {
    const pool = new ResilientPostgresPool({
      connectionString: database.url,
      max: 10,
      ...(options.searchPath ? { searchPath: options.searchPath } : {}),
      onStateChange: logStateChange,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    states.set(db, () => pool.state);
    return { db, dialect: 'postgres' };
  }

  fs.mkdirSync(path.dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  // exec, not pragma(): pragma() prepares a statement that is then collected (sqlite-statements.ts).
  sqlite.exec('pragma journal_mode = WAL');
  sqlite.exec('pragma foreign_keys = ON');
  // Never wait for another process's lock inside SQLite: that wait blocks the event loop. The
  // driver waits asynchronously instead (LockWaitingSqliteDialect).
  sqlite.exec('pragma busy_timeout = 0');
  // Safe with WAL: a crash can lose the last transactions, never corrupt the file.
  sqlite.exec('pragma synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new LockWaitingSqliteDialect(sqlite, { lockWaitMs: options.sqliteLockWaitMs }),
      plugins,
    }),
    dialect: 'sqlite',
  };
}

/**
 * A transaction opened by a service (`ctx.db.transaction().execute(async (trx) => …)`). Functions
 * that must run inside the caller's transaction take this rather than `Db`, so the type says so.
 */
export type Transaction = KyselyTransaction<Database>;

const PING = CompiledQuery.raw('select 1');

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.executeQuery(PING);
}
