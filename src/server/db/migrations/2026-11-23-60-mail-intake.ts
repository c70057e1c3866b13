import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One private intake address per seller; revoking replaces the token, so old mail bounces.
  await db.schema
    .createTable('intake_addresses')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Every accepted message, raw, written before the sender (or IMAP) is told it arrived.
  await db.schema
    .createTable('inbound_mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    // Where it came from, unique so an IMAP message fetched twice is stored once.
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('from_address', 'text')
    .addColumn('analysis', 'text')
    .addColumn('case_id', 'text', (c) => c.references('cases.id').onDelete('set null'))
    .addColumn('suggested_case_id', 'text', (c) => c.references('cases.id').onDelete('set null'))
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema
    .createIndex('inbound_mail_user_status_idx')
    .on('inbound_mail')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('case_id', 'text', (c) => c.references('cases.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per case + kind + deadline: the primary key is what makes a reminder go out once,
  // whichever app process gets there first.
  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('emailed_at', 'text')
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'calendar_feeds',
    'notification_preferences',
    'reminder_deliveries',
    'notifications',
    'inbound_mail',
    'intake_addresses',
  ])
    await db.schema.dropTable(table).execute();
}
