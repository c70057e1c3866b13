import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// Every analysed notification e-mail of a case, so the case keeps its suggested documents and
// deadline, and a later e-mail can be compared with what was known before.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('communication_id', 'text', (c) =>
      c.references('communications.id').onDelete('set null'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_analyses_case_created_idx')
    .on('case_analyses')
    .columns(['case_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_analyses').execute();
}
