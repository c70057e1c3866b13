import { sql, type Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('Approved', 'Rejected')`))
    .addColumn('probability_score', 'double precision', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('resolved_at', 'text')
    // Lower-cased title, ASIN and description, written by the app: the same case folding on
    // both databases and one column to scan instead of three.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['created_at', 'updated_at', 'probability_score']) {
    await db.schema
      .createIndex(`cases_owner_${column}_idx`)
      .on('cases')
      .columns(['owner_id', column])
      .execute();
    await db.schema.createIndex(`cases_${column}_idx`).on('cases').column(column).execute();
  }
  await db.schema
    .createIndex('cases_owner_status_idx')
    .on('cases')
    .columns(['owner_id', 'status'])
    .execute();
  await db.schema.createIndex('cases_status_idx').on('cases').column('status').execute();

  await db.schema
    .createTable('communications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('sentiment', 'text', (c) => c.notNull())
    .addColumn('key_issues', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('communications_case_timestamp_idx')
    .on('communications')
    .columns(['case_id', 'timestamp'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('relevance_score', 'double precision')
    .addColumn('completeness_score', 'double precision')
    .addColumn('compliance_score', 'double precision')
    .addColumn('feedback', 'text')
    .addColumn('missing_elements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('documents_case_uploaded_idx')
    .on('documents')
    .columns(['case_id', 'uploaded_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('communications').execute();
  await db.schema.dropTable('cases').execute();
}
