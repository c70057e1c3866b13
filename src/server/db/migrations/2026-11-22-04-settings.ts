import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per remote provider (openai, anthropic, googleAi, azure), written on first save.
  await db.schema
    .createTable('llm_provider_settings')
    .addColumn('provider_key', 'text', (c) => c.primaryKey())
    // AES-256-GCM sealed key (see src/server/crypto); the plaintext is never stored.
    .addColumn('api_key_sealed', 'text')
    // The last characters shown in the mask, so listing settings needs no decryption.
    .addColumn('api_key_hint', 'text')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('max_tokens', 'integer', (c) => c.notNull())
    .addColumn('temperature', 'double precision', (c) => c.notNull())
    .addColumn('base_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  // Small named settings (defaultProvider, apiBaseUrl), JSON-encoded values.
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('prompt_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('prompt_versions_category_version_key', ['category', 'version'])
    .execute();

  await db.schema
    .createTable('ai_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ai_failures_occurred_at_idx')
    .on('ai_failures')
    .column('occurred_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_failures').execute();
  await db.schema.dropTable('prompt_versions').execute();
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('llm_provider_settings').execute();
}
