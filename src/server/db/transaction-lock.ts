import { PostgresAdapter, sql } from 'kysely';
import type { Db, Transaction } from './database';

/** True on PostgreSQL, whether `db` is the pool or a transaction. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Makes transactions that check something and then write on it (an e-mail still free, the last
 * active administrator) take turns on `key` until the calling transaction ends. On SQLite every
 * write transaction already runs alone (BEGIN IMMEDIATE on the one connection); under
 * PostgreSQL's READ COMMITTED two of them would both pass the check and both write.
 */
export async function serializeOn(trx: Transaction, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
