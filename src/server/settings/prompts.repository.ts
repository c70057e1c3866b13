import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { PromptVersionTable } from '../db/schema';

type Category = PromptVersionTable['category'];

/** Newest first. */
export async function listPromptVersions(db: Db, category: Category) {
  return db
    .selectFrom('promptVersions')
    .selectAll()
    .where('category', '=', category)
    .orderBy('version', 'desc')
    .execute();
}

export async function findLatestPromptVersion(db: Db, category: Category) {
  return db
    .selectFrom('promptVersions')
    .selectAll()
    .where('category', '=', category)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findPromptVersion(db: Db, category: Category, version: number) {
  return db
    .selectFrom('promptVersions')
    .selectAll()
    .where('category', '=', category)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertPromptVersion(
  db: Db,
  row: Insertable<PromptVersionTable>,
): Promise<void> {
  await db.insertInto('promptVersions').values(row).execute();
}
