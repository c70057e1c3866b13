import { sql, type Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per requested submission package: its state for the web app, and the per-user
  // request count behind the rate limit (counted in the database, so every process shares it).
  await db.schema
    .createTable('package_generations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'generating' | 'ready' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('package_generations_case_idx')
    .on('package_generations')
    .columns(['case_id', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('package_generations_user_idx')
    .on('package_generations')
    .columns(['user_id', 'requested_at'])
    .execute();
  // At most one generation in progress per case: a second request joins the running one.
  await db.schema
    .createIndex('package_generations_one_running_idx')
    .on('package_generations')
    .column('case_id')
    .unique()
    .where(sql.ref('status'), '=', 'generating')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('package_generations').execute();
}
