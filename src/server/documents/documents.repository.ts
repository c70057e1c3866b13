import type { Selectable } from 'kysely';
import type { CaseDocument } from '../../domain/document';
import type { Db } from '../db/database';
import type { DocumentTable } from '../db/schema';

export function toDocument(row: Selectable<DocumentTable>): CaseDocument {
  return {
    id: row.id,
    caseId: row.caseId,
    name: row.name,
    type: row.type,
    mimeType: row.mimeType,
    size: Number(row.size),
    uploadedAt: row.uploadedAt,
    status: row.status,
    relevanceScore: row.relevanceScore,
    completenessScore: row.completenessScore,
    complianceScore: row.complianceScore,
    feedback: row.feedback,
    missingElements: JSON.parse(row.missingElements) as string[],
    error: row.error,
  };
}

export async function listDocumentsOfCase(db: Db, caseId: string): Promise<CaseDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('caseId', '=', caseId)
    .orderBy('uploadedAt', 'desc')
    .execute();
  return rows.map(toDocument);
}

export async function listStorageKeysOfCase(db: Db, caseId: string): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('storageKey').where('caseId', '=', caseId).execute();
  return rows.map((r) => r.storageKey);
}
