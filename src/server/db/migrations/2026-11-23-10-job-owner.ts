import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Whose work a job is (the user who uploaded the document), so the worker can take turns
  // between users and cap how much one user queues. Null for system work: no turn-taking.
  await db.schema.alterTable('jobs').addColumn('owner_id', 'text').execute();
  await db.schema
    .createIndex('jobs_owner_status_idx')
    .on('jobs')
    .columns(['owner_id', 'status'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_owner_status_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('owner_id').execute();
}
