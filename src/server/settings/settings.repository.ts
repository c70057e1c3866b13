import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { LlmProviderSettingsTable } from '../db/schema';

export type ProviderKey = LlmProviderSettingsTable['providerKey'];
export type ProviderRow = Insertable<LlmProviderSettingsTable>;

export async function listProviderRows(db: Db) {
  return db.selectFrom('llmProviderSettings').selectAll().execute();
}

export async function findProviderRow(db: Db, key: ProviderKey) {
  return db
    .selectFrom('llmProviderSettings')
    .selectAll()
    .where('providerKey', '=', key)
    .executeTakeFirst();
}

export async function upsertProviderRow(db: Db, row: ProviderRow): Promise<void> {
  const { providerKey: _key, ...changes } = row;
  await db
    .insertInto('llmProviderSettings')
    .values(row)
    .onConflict((oc) => oc.column('providerKey').doUpdateSet(changes))
    .execute();
}

export async function readAppSetting(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function writeAppSetting(
  db: Db,
  key: string,
  value: unknown,
  at: string,
  by: string | null,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('appSettings')
    .values({ key, value: json, updatedAt: at, updatedBy: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updatedAt: at, updatedBy: by }))
    .execute();
}
