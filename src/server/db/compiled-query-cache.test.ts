import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dialectsUnderTest,
  type TestDatabase,
} from '../test-support/test-database';
import { compiledOnce, compiledOnceMany } from './compiled-query-cache';
import type { Db } from './database';

describe.each(dialectsUnderTest())('compiledOnce (%s)', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const at = '2026-11-23T00:00:00.000Z';
    await database.db
      .insertInto('appSettings')
      .values([
        { key: 'a', value: '"first"', updatedAt: at, updatedBy: null },
        { key: 'b', value: '"second"', updatedAt: at, updatedBy: null },
      ])
      .execute();
  });
  afterEach(() => database.drop());

  it('answers each call with its own arguments, camel-cased, from one compiled query', async () => {
    const find = compiledOnce(
      (db: Db, key: string) =>
        db.selectFrom('appSettings').select(['value', 'updatedAt']).where('key', '=', key),
      ['placeholder'],
    );
    expect(await find(database.db, 'a')).toEqual({
      value: '"first"',
      updatedAt: '2026-11-23T00:00:00.000Z',
    });
    expect((await find(database.db, 'b'))?.value).toBe('"second"');
    expect(await find(database.db, 'missing')).toBeUndefined();
  });

  it("answers every row, in the query's order, for each call's own arguments (compiledOnceMany)", async () => {
    const after = compiledOnceMany(
      (db: Db, key: string) =>
        db.selectFrom('appSettings').select('key').where('key', '>=', key).orderBy('key', 'desc'),
      ['placeholder'],
    );
    expect(await after(database.db, 'a')).toEqual([{ key: 'b' }, { key: 'a' }]);
    expect(await after(database.db, 'b')).toEqual([{ key: 'b' }]);
    expect(await after(database.db, 'c')).toEqual([]);
  });

  it('refuses a query whose parameters are not exactly its arguments', async () => {
    const find = compiledOnce(
      (db: Db, key: string) =>
        db
          .selectFrom('appSettings')
          .select('value')
          .where('key', '=', key)
          .where('value', '!=', 'x'),
      ['placeholder'],
    );
    await expect(find(database.db, 'a')).rejects.toThrow(/exactly its arguments/);
  });
});
