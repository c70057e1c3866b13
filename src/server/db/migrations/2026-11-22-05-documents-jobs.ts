import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Durable background work, claimed by any app process with a compare-and-set update.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON-encoded.
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_status_run_after_idx')
    .on('jobs')
    .columns(['status', 'run_after'])
    .execute();
  await db.schema
    .createIndex('jobs_status_locked_until_idx')
    .on('jobs')
    .columns(['status', 'locked_until'])
    .execute();

  // What the analysis read from the file, and who scored it (builtin or an LLM provider).
  await db.schema.alterTable('documents').addColumn('extracted_text', 'text').execute();
  await db.schema.alterTable('documents').addColumn('analysis_provider', 'text').execute();
  await db.schema.alterTable('documents').addColumn('analyzed_at', 'text').execute();
  await db.schema
    .createIndex('documents_storage_key_idx')
    .on('documents')
    .column('storage_key')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_storage_key_idx').execute();
  await db.schema.alterTable('documents').dropColumn('analyzed_at').execute();
  await db.schema.alterTable('documents').dropColumn('analysis_provider').execute();
  await db.schema.alterTable('documents').dropColumn('extracted_text').execute();
  await db.schema.dropTable('jobs').execute();
}
