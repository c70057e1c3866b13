import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The invite token, encrypted with the server's secret key, so an admin can copy the link
  // again until it is used; cleared when it is used. The hash stays the lookup key.
  await db.schema.alterTable('invitations').addColumn('token_sealed', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invitations').dropColumn('token_sealed').execute();
}
