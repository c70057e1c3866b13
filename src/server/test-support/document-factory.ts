import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DocumentTable } from '../db/schema';

/**
 * Stores a document row as an analysed upload would leave it, without a file or a job: for
 * tests about what the case does with its documents, not about uploading or analysing them.
 */
export async function insertAnalyzedDocument(
  db: Db,
  document: { caseId: string } & Partial<Insertable<DocumentTable>>,
): Promise<string> {
  const id = document.id ?? randomUUID();
  await db
    .insertInto('documents')
    .values({
      name: 'invoice.pdf',
      type: 'Invoice',
      mimeType: 'application/pdf',
      size: 1,
      storageKey: `k-${id}`,
      uploadedAt: new Date().toISOString(),
      status: 'analyzed',
      missingElements: '[]',
      ...document,
      id,
    })
    .execute();
  return id;
}
