import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The reminder scan leaves out a submitted case whose follow-up reminder went out after its
  // last change; this finds that reminder without reading every delivery.
  await db.schema
    .createIndex('reminder_deliveries_case_kind_idx')
    .on('reminder_deliveries')
    .columns(['case_id', 'kind', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reminder_deliveries_case_kind_idx').execute();
}
