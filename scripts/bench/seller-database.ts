import { createAppContext } from '../../src/server/context-dependencies';
import type { Dialect } from '../../src/server/db/database';
import {
  createTestDatabase,
  testConfig,
  type TestDatabase,
} from '../../src/server/test-support/test-database';
import { createUser } from '../../src/server/users/users.service';

export type BenchSeller = { email: string; password: string };

/** A fresh database (SQLite file or PostgreSQL schema) with one seller who will own the cases. */
export async function sellerDatabase(
  dialect: Dialect,
  seller: BenchSeller,
): Promise<{ database: TestDatabase; sellerId: string }> {
  const database = await createTestDatabase(dialect);
  const config = testConfig();
  const ctx = createAppContext({ db: database.db, dialect: dialect }, config, { version: 'bench' });
  const user = await createUser(ctx, {
    email: seller.email,
    name: 'Bench Seller',
    role: 'user',
    password: seller.password,
  });
  return { database, sellerId: user.id };
}
