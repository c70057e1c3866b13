import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When an accept claimed the Inbox item ('accepting'): a claim whose process died mid-accept
  // expires after a while and the item is back in the Inbox (see acceptInboxItem).
  await db.schema.alterTable('inbound_mail').addColumn('claimed_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inbound_mail').dropColumn('claimed_at').execute();
}
