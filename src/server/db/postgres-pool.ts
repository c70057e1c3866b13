import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { DatabaseUnavailableError, isConnectionFailure } from './database-errors';

export type PostgresPoolOptions = {
  connectionString: string;
  /** A test run lives in its own schema; production uses the URL's default. */
  searchPath?: string;
  max?: number;
  /** Opening a connection, or waiting for a free one, gives up after this. */
  connectTimeoutMs?: number;
  /** The server cancels a statement after this (PostgreSQL statement_timeout). */
  statementTimeoutMs?: number;
  /** A query or connect outstanding this long makes the pool check whether the server still answers. */
  stallCheckMs?: number;
  /** How often a lost database is tried again. */
  probeIntervalMs?: number;
  /** Told when the database goes away and when it is back (the pool's only log lines). */
  onStateChange?: (state: DatabaseState, error?: Error) => void;
};

export type DatabaseState = 'ok' | 'unavailable';

let pgModule: typeof pg | undefined;

/**
 * node-postgres, required when the first pool is made: a server on SQLite never holds its code
 * (about 10 MB of an idle process). Synchronous, because a database handle is opened synchronously.
 */
function loadPg(): typeof pg {
  pgModule ??= createRequire(import.meta.url)('pg') as typeof pg;
  return pgModule;
}

const defaults = {
  max: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 60_000,
  stallCheckMs: 2_000,
  probeIntervalMs: 500,
};

/** Distinct statement texts given a name; past this, new texts are sent unnamed. */
const MAX_NAMED_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under on each connection: the server then parses it once per
 * connection instead of on every call (GET /api/cases/:id sends four). Only statements with
 * parameters are named: their text is a fixed shape, where the values would otherwise have made
 * every call a new text.
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `cp_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end)\b/i;

/** PostgreSQL's answer to a prepared statement whose result columns a migration changed. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

type Outstanding = { startedAt: number; client?: pg.PoolClient; fail?: (error: Error) => void };

function destroySocket(client: pg.PoolClient | pg.Client): void {
  // Ending politely would wait for an answer that a lost server never sends.
  const connection = (client as unknown as { connection?: { stream?: { destroy: () => void } } })
    .connection;
  connection?.stream?.destroy();
}

/**
 * A pg.Pool that survives its database going away. node-postgres leaves three gaps: an idle
 * connection killed by the server emits 'error' on the pool (fatal without a listener), a
 * black-holed server leaves queries waiting forever, and every request keeps trying while the
 * server is known to be down. This pool listens, notices a stall and checks the server with a
 * fresh connection; while the check fails every request fails at once (503 upstream) and the
 * check repeats, and the first answer brings service back on fresh connections.
 */
export class ResilientPostgresPool implements PostgresPool {
  private readonly settings: Required<Omit<PostgresPoolOptions, 'searchPath' | 'onStateChange'>> &
    Pick<PostgresPoolOptions, 'searchPath' | 'onStateChange'>;
  private pool: pg.Pool;
  private lost: Error | null = null;
  private probing: Promise<boolean> | null = null;
  private readonly outstanding = new Set<Outstanding>();
  private readonly watchdog: NodeJS.Timeout;
  private probeTimer: NodeJS.Timeout | null = null;
  private lastAnsweredAt = 0;
  private ended = false;

  constructor(options: PostgresPoolOptions) {
    this.settings = { ...defaults, ...options };
    this.pool = this.createPool();
    this.watchdog = setInterval(() => this.checkForStalls(), this.settings.stallCheckMs / 4);
    this.watchdog.unref();
  }

  /** 'unavailable' from the moment a check failed until one succeeds. */
  get state(): DatabaseState {
    return this.lost ? 'unavailable' : 'ok';
  }

  private clientConfig(): pg.ClientConfig {
    return {
      connectionString: this.settings.connectionString,
      connectionTimeoutMillis: this.settings.connectTimeoutMs,
      statement_timeout: this.settings.statementTimeoutMs,
      // Backstop for an answer that never comes; the stall check normally acts long before.
      query_timeout: this.settings.statementTimeoutMs + 5_000,
      keepAlive: true,
      ...(this.settings.searchPath
        ? { options: `-c search_path=${this.settings.searchPath}` }
        : {}),
    };
  }

  private createPool(): pg.Pool {
    const pool = new (loadPg().Pool)({ ...this.clientConfig(), max: this.settings.max });
    // An idle connection killed by the server (restart, pg_terminate_backend, network reset) is
    // reported here; pg-pool has already dropped it. Without a listener the process would exit.
    pool.on('error', (error) => {
      if (isConnectionFailure(error)) void this.check();
    });
    return pool;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.lost) throw new DatabaseUnavailableError(undefined, { cause: this.lost });
    const pool = this.pool;
    const entry: Outstanding = { startedAt: Date.now() };
    this.outstanding.add(entry);
    let client: pg.PoolClient;
    try {
      client = await new Promise<pg.PoolClient>((resolve, reject) => {
        entry.fail = reject;
        pool.connect().then(
          (connected) => {
            // The database was declared lost while this waited: hand the connection back broken.
            if (this.lost || !this.outstanding.has(entry)) {
              connected.release(true);
              reject(new DatabaseUnavailableError(undefined, { cause: this.lost }));
            } else resolve(connected);
          },
          (error: unknown) => reject(error),
        );
      });
    } catch (error) {
      if (isConnectionFailure(error)) void this.check();
      throw error;
    } finally {
      this.outstanding.delete(entry);
    }
    return this.wrap(client);
  }

  /** Tracks each query for the stall check; a connection that failed is destroyed, not reused. */
  private wrap(client: pg.PoolClient): PostgresPoolClient {
    let broken: Error | undefined;
    // pg-pool listens for errors only on idle connections: one lost between two queries of a
    // transaction would otherwise be an unhandled 'error' event, which ends the process.
    const onError = (error: Error) => {
      broken = error;
      if (isConnectionFailure(error)) void this.check();
    };
    client.on('error', onError);
    // A named statement prepared before a migration changed the columns it returns fails with
    // "cached plan must not change result type" on this connection from then on: the call is
    // sent again unnamed (outside a transaction, which the failure has already ended) and the
    // connection is closed on release, so the next one prepares the new shape.
    let isStale = false;
    let inTransaction = false;
    const send = (sql: string, parameters: ReadonlyArray<unknown>, name: string | undefined) =>
      client.query(
        name ? { name, text: sql, values: parameters as unknown[] } : sql,
        name ? undefined : (parameters as unknown[]),
      );
    const query = async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const entry: Outstanding = { startedAt: Date.now(), client };
      this.outstanding.add(entry);
      if (TRANSACTION_START.test(sql)) inTransaction = true;
      else if (TRANSACTION_END.test(sql)) inTransaction = false;
      const name = parameters.length > 0 && !isStale ? statementName(sql) : undefined;
      try {
        try {
          return await send(sql, parameters, name);
        } catch (error) {
          if (!name || !isStalePlan(error)) throw error;
          isStale = true;
          if (inTransaction) throw error;
          return await send(sql, parameters, undefined);
        }
      } catch (error) {
        if (isConnectionFailure(error)) {
          broken = error instanceof Error ? error : new Error(String(error));
          void this.check();
        }
        throw error;
      } finally {
        this.outstanding.delete(entry);
      }
    };
    return {
      // Kysely streams through a cursor only when the dialect is given one; this one is not.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        // A broken connection keeps the listener: it is destroyed, and may still report errors.
        if (!broken) client.removeListener('error', onError);
        client.release(broken ?? (this.lost || isStale ? true : undefined));
      },
    };
  }

  private checkForStalls(): void {
    const now = Date.now();
    // A long query on a server that just answered a check is slow, not lost: check again later.
    if (this.lost || this.probing || now - this.lastAnsweredAt < this.settings.stallCheckMs) return;
    for (const entry of this.outstanding) {
      if (now - entry.startedAt >= this.settings.stallCheckMs) {
        void this.check();
        return;
      }
    }
  }

  /** Asks the server for `select 1` on a fresh connection; one check at a time. */
  private check(): Promise<boolean> {
    if (this.probing) return this.probing;
    this.probing = this.probe()
      .then(
        () => {
          this.lastAnsweredAt = Date.now();
          this.recovered();
          return true;
        },
        (error: unknown) => {
          this.markLost(error instanceof Error ? error : new Error(String(error)));
          return false;
        },
      )
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }

  private async probe(): Promise<void> {
    const timeoutMs = Math.min(this.settings.connectTimeoutMs, 2_000);
    const client = new (loadPg().Client)({
      ...this.clientConfig(),
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // A probe whose server vanishes mid-check reports it here instead of crashing the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      destroySocket(client);
      void client.end().catch(() => undefined);
    }
  }

  private markLost(error: Error): void {
    if (this.ended) return;
    const first = !this.lost;
    this.lost = error;
    if (first) {
      this.settings.onStateChange?.('unavailable', error);
      // Everything waiting on the lost server fails now instead of at its timeout.
      for (const entry of this.outstanding) {
        if (entry.client) destroySocket(entry.client);
        entry.fail?.(new DatabaseUnavailableError(undefined, { cause: error }));
      }
      this.outstanding.clear();
      // Idle connections to the old server may be dead without knowing it: start afresh.
      const old = this.pool;
      this.pool = this.createPool();
      void old.end().catch(() => undefined);
    }
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.ended || this.probeTimer) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.check();
    }, this.settings.probeIntervalMs);
    this.probeTimer.unref();
  }

  private recovered(): void {
    if (!this.lost) return;
    this.lost = null;
    this.settings.onStateChange?.('ok');
  }

  async end(): Promise<void> {
    this.ended = true;
    clearInterval(this.watchdog);
    if (this.probeTimer) clearTimeout(this.probeTimer);
    await this.pool.end();
  }
}
