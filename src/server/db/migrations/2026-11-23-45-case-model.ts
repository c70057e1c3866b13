import type { Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
// The case model (issue 12): requirements that accumulate across notices, each satisfied by a
// specific document; status changes a notice suggests, waiting for the seller's click; and what
// each document was judged to cover. Existing cases get their requirements on first read, from
// their stored analyses (src/server/case-model/requirements-seed.ts), so this stays schema-only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_requirements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    // An id of the document catalog (src/server/analysis/document-catalog.ts).
    .addColumn('catalog_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('importance', 'text', (c) => c.notNull())
    // 'notice' | 'case-type' | 'seller'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_from_communication_id', 'text', (c) =>
      c.references('communications.id').onDelete('set null'),
    )
    // 0/1 in both dialects: a notice said it is no longer needed.
    .addColumn('withdrawn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('satisfied_by', 'text', (c) => c.references('documents.id').onDelete('set null'))
    // null: nobody decided; 'auto': the model linked it; 'manual': the seller did (kept).
    .addColumn('link_mode', 'text')
    // When the seller last linked or unlinked it: documents uploaded later may still be linked automatically.
    .addColumn('linked_at', 'text')
    .addColumn('verdict', 'text', (c) => c.notNull().defaultTo('missing'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_requirements_case_catalog_idx')
    .on('case_requirements')
    .columns(['case_id', 'catalog_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('status_proposals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('communication_id', 'text', (c) =>
      c.references('communications.id').onDelete('set null'),
    )
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // 'pending' | 'accepted' | 'dismissed' | 'superseded'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('status_proposals_case_state_idx')
    .on('status_proposals')
    .columns(['case_id', 'state'])
    .execute();

  // 1 while the probability is one the seller typed (Edit Case, or at creation): it stands until
  // the next document, e-mail or status change makes the case model recompute it.
  await db.schema
    .alterTable('cases')
    .addColumn('probability_set_by_seller', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // How far the case's own evidence had moved its probability from the prior when Amazon's
  // outcome was recorded: the learned priors count outcomes net of it.
  await db.schema.alterTable('cases').addColumn('evidence_delta', 'real').execute();
  // JSON array of catalog ids the document's own text shows it covers; null until analysed.
  await db.schema.alterTable('documents').addColumn('covers', 'text').execute();
  // The learned priors count Approved and Rejected outcomes per case type.
  await db.schema
    .createIndex('cases_case_type_outcome_idx')
    .on('cases')
    .columns(['case_type', 'outcome'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_case_type_outcome_idx').execute();
  await db.schema.alterTable('documents').dropColumn('covers').execute();
  await db.schema.alterTable('cases').dropColumn('probability_set_by_seller').execute();
  await db.schema.alterTable('cases').dropColumn('evidence_delta').execute();
  await db.schema.dropTable('status_proposals').execute();
  await db.schema.dropTable('case_requirements').execute();
}
