import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The seller's business name, which signs the summary letter of the submission package.
  await db.schema.alterTable('users').addColumn('business_name', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('business_name').execute();
}
