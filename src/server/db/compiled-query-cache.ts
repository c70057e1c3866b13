import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database';

/**
 * A query on the hot path of every request (the session look-up, a case's detail) is built and compiled by
 * Kysely once per database, not once per request: building the operation tree, camel-casing
 * and compiling it cost more than running it on SQLite. Later calls reuse the SQL text with new
 * parameter values, in the order the builder placed them.
 */
export function compiledOnce<Row, Args extends unknown[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row | undefined> {
  const rowsOf = compiledOnceMany(build, placeholders);
  return async (db, ...args) => (await rowsOf(db, ...args))[0];
}

/** As compiledOnce, for a query whose every row is wanted (the lists of a case's detail). */
export function compiledOnceMany<Row, Args extends unknown[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const cache = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, ...args) => {
    let compiled = cache.get(db);
    if (!compiled) {
      compiled = build(db, ...placeholders).compile();
      assertParametersAre(compiled.parameters, placeholders);
      cache.set(db, compiled);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters: args });
    return result.rows;
  };
}

/** The reuse is only sound when the builder passed exactly the arguments, in order, as parameters. */
function assertParametersAre(parameters: ReadonlyArray<unknown>, args: unknown[]): void {
  if (parameters.length !== args.length || parameters.some((value, i) => value !== args[i]))
    throw new Error(
      'compiledOnce: the query must take exactly its arguments as parameters, in order',
    );
}
