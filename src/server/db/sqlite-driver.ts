import { setTimeout } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { DatabaseBusyError } from './database-errors';
import { freshStatement, preparedStatement } from './sqlite-statements';

export type SqliteDriverOptions = {
  /** A write waits this long for another process's lock before the request gets 503. */
  lockWaitMs?: number;
};

const DEFAULT_LOCK_WAIT_MS = 5_000;

function isBusy(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/** One statement or transaction at a time on the one connection, in arrival order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

function execute(db: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
  const stmt = preparedStatement(db, query.sql);
  const parameters = query.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * Kysely's better-sqlite3 driver, changed in how it waits for a lock held by another process.
 * better-sqlite3's busy_timeout waits synchronously, freezing every request for as long as the
 * lock is held. Here the connection's busy timeout is 0 and a statement that finds the database
 * locked is tried again after a short asynchronous pause, with the connection free for others in
 * between: reads (which WAL never blocks) keep flowing, and a write that still has no lock after
 * `lockWaitMs` fails with DatabaseBusyError (503). Transactions begin IMMEDIATE, so they take the
 * write lock at the start, where waiting is safe, rather than failing half-way.
 */
class LockWaitingSqliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly lockWaitMs: number;

  constructor(
    private readonly db: SQLite.Database,
    options: SqliteDriverOptions,
  ) {
    this.lockWaitMs = options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LockWaitingConnection(this);
  }

  /** Runs `work` holding the connection, retrying while another process holds the lock. */
  async withLock<T>(work: () => T, keepLock = false): Promise<{ result: T; release: () => void }> {
    const deadline = Date.now() + this.lockWaitMs;
    for (let attempt = 0; ; attempt += 1) {
      const release = await this.mutex.lock();
      try {
        const result = work();
        if (!keepLock) release();
        return { result, release };
      } catch (error) {
        release();
        if (!isBusy(error)) throw error;
        if (Date.now() >= deadline) throw new DatabaseBusyError({ cause: error });
      }
      // The lock is another process's: give it time to commit before asking again.
      await setTimeout(Math.min(5 * 2 ** attempt, 100));
    }
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  run(query: CompiledQuery): QueryResult<unknown> {
    return execute(this.db, query);
  }

  iterate(query: CompiledQuery): IterableIterator<unknown> {
    return freshStatement(this.db, query.sql).iterate(query.parameters as unknown[]);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as LockWaitingConnection;
    const { release } = await this.withLock(
      () => this.run(CompiledQuery.raw('begin immediate')),
      true,
    );
    own.enterTransaction(release);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LockWaitingConnection).endTransaction('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LockWaitingConnection).endTransaction('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.db.close();
  }
}

class LockWaitingConnection implements DatabaseConnection {
  /** Set while this connection's transaction holds the one SQLite connection. */
  private releaseTransaction: (() => void) | null = null;

  constructor(private readonly driver: LockWaitingSqliteDriver) {}

  enterTransaction(release: () => void): void {
    this.releaseTransaction = release;
  }

  async endTransaction(command: 'commit' | 'rollback'): Promise<void> {
    const release = this.releaseTransaction;
    // Already ended (a failed commit rolls back itself): never touch someone else's transaction.
    if (!release) return;
    this.releaseTransaction = null;
    try {
      // SQLite rolls back by itself after some errors (a full disk): then there is nothing to undo.
      if (command === 'commit' || this.driver.inTransaction) {
        this.driver.run(CompiledQuery.raw(command));
      }
    } catch (error) {
      if (this.driver.inTransaction) {
        try {
          this.driver.run(CompiledQuery.raw('rollback'));
        } catch {
          // The original error is the one worth reporting.
        }
      }
      throw error;
    } finally {
      release();
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.releaseTransaction) return this.driver.run(query) as QueryResult<R>;
    const { result } = await this.driver.withLock(() => this.driver.run(query));
    return result as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('Sqlite driver only supports streaming of select queries');
    }
    // The iterator keeps the connection busy until it is done: hold it throughout.
    const { result: rows, release } = this.releaseTransaction
      ? { result: this.driver.iterate(query), release: () => undefined }
      : await this.driver.withLock(() => this.driver.iterate(query), true);
    try {
      for (const row of rows) yield { rows: [row as R] };
    } finally {
      release();
    }
  }
}

/** Kysely's SQLite dialect with the lock-waiting driver above. */
export class LockWaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SQLite.Database,
    private readonly options: SqliteDriverOptions = {},
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new LockWaitingSqliteDriver(this.database, this.options);
  }
}
