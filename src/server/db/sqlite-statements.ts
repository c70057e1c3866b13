import type SQLite from 'better-sqlite3';

/**
 * Prepared statements, kept per database by their SQL text and never released.
 *
 * - Speed: Kysely's driver prepared every statement anew on each execution, 12-15 % of the CPU of
 *   a signed-in GET (perf audit); the app sends a few hundred distinct statements in all.
 * - Node 24: better-sqlite3 12 wraps statements and databases in node::ObjectWrap, whose
 *   destructor on Node 24.19+ asserts that a JS context is entered. A statement collected by an
 *   idle-time garbage collection aborts the process (better-sqlite3 #1515; 13.x fixes it but no
 *   longer runs on Node 20). Statements and databases that are never collected never hit it, so
 *   they are kept here for the life of the process, closed databases included.
 */
const MAX_CACHED_PER_DATABASE = 5_000;
const cached = new Map<SQLite.Database, Map<string, SQLite.Statement>>();
const retained: unknown[] = [];

export function preparedStatement(db: SQLite.Database, sql: string): SQLite.Statement {
  let statements = cached.get(db);
  if (!statements) {
    statements = new Map();
    cached.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size < MAX_CACHED_PER_DATABASE) statements.set(sql, statement);
    else retained.push(statement);
  }
  return statement;
}

/** A statement for streaming: its own (a cached one may be mid-iteration), kept alive too. */
export function freshStatement(db: SQLite.Database, sql: string): SQLite.Statement {
  const statement = db.prepare(sql);
  retained.push(statement);
  return statement;
}
