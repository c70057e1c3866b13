import { sql, type Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Existing tokens keep what they could do before scopes existed (everything but admin routes).
  await db.schema
    .alterTable('api_tokens')
    .addColumn('scope', 'text', (c) =>
      c
        .notNull()
        .defaultTo('read-write')
        .check(sql`scope in ('read', 'read-write', 'admin')`),
    )
    .execute();

  // Fixed-window counters keyed by subject ('token:<id>', 'user:<id>', 'login-account:<id>', ...),
  // bumped with one atomic upsert so concurrent requests cannot lose an increment.
  await db.schema
    .createTable('rate_counters')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('window', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_counters_pk', ['subject', 'window'])
    .execute();

  // TOTP: the sealed secret once confirmed, a pending one while being set up, and the last
  // time step used so one code cannot be replayed.
  await db.schema.alterTable('users').addColumn('totp_secret_sealed', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_sealed', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_idx')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  // The second sign-in step: a password was right, the code is still owed.
  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of [
    'totp_last_step',
    'totp_enabled_at',
    'totp_pending_sealed',
    'totp_secret_sealed',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('rate_counters').execute();
  await db.schema.alterTable('api_tokens').dropColumn('scope').execute();
}
