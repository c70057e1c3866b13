import type { Insertable, Selectable } from 'kysely';
import type { CaseDocument } from '../../domain/document';
import { compiledOnceMany } from '../db/compiled-query-cache';
import type { Db } from '../db/database';
import type { DocumentTable } from '../db/schema';

export type DocumentRow = Selectable<DocumentTable>;

/** A row as lists read it: without the extracted text and analysis bookkeeping. */
type ListedRow = Omit<DocumentRow, 'extractedText' | 'analysisProvider' | 'analyzedAt' | 'covers'>;

export function toDocument(row: ListedRow): CaseDocument {
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

/** Every column but the extracted text, which lists never show. */
const listedColumns = [
  'id',
  'caseId',
  'name',
  'type',
  'mimeType',
  'size',
  'storageKey',
  'uploadedAt',
  'status',
  'relevanceScore',
  'completenessScore',
  'complianceScore',
  'feedback',
  'missingElements',
  'error',
] as const;

// Read on every case detail: compiled once (db/compiled-query-cache).
const documentsOfCase = compiledOnceMany(
  (db: Db, caseId: string) =>
    db
      .selectFrom('documents')
      .select(listedColumns)
      .where('caseId', '=', caseId)
      .orderBy('uploadedAt', 'desc')
      .orderBy('id', 'desc'),
  ['placeholder-case-id'],
);

export async function listDocumentsOfCase(db: Db, caseId: string): Promise<CaseDocument[]> {
  return (await documentsOfCase(db, caseId)).map(toDocument);
}

/** The case's documents, oldest first, with what a bundle of them needs: file key and text. */
export async function listDocumentsWithContent(
  db: Db,
  caseId: string,
): Promise<(CaseDocument & { storageKey: string; extractedText: string | null })[]> {
  const rows = await db
    .selectFrom('documents')
    .select([...listedColumns, 'extractedText'])
    .where('caseId', '=', caseId)
    .orderBy('uploadedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    ...toDocument(row),
    storageKey: row.storageKey,
    extractedText: row.extractedText ?? null,
  }));
}

export async function listStorageKeysOfCase(db: Db, caseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('storageKey')
    .where('caseId', '=', caseId)
    .execute();
  return rows.map((r) => r.storageKey);
}

export async function insertDocument(db: Db, row: Insertable<DocumentTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

export async function findDocumentOfCase(
  db: Db,
  caseId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('caseId', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}

/** Back to 'analyzing' with the previous result cleared (an upload's first state, and reanalyze). */
export async function markAnalyzing(db: Db, id: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      status: 'analyzing',
      relevanceScore: null,
      completenessScore: null,
      complianceScore: null,
      feedback: null,
      missingElements: '[]',
      error: null,
    })
    .where('id', '=', id)
    .execute();
}

export type AnalysisResult = {
  relevanceScore: number;
  completenessScore: number;
  complianceScore: number;
  feedback: string;
  missingElements: string[];
  extractedText: string;
  analysisProvider: string;
  analyzedAt: string;
};

export async function saveAnalysis(db: Db, id: string, result: AnalysisResult): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      ...result,
      status: 'analyzed',
      missingElements: JSON.stringify(result.missingElements),
      error: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Db,
  id: string,
  failure: { error: string; feedback: string },
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ status: 'failed', ...failure })
    .where('id', '=', id)
    .execute();
}

/** Which of these storage keys have a document row (the rest are orphans). */
export async function existingStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select('storageKey')
    .where('storageKey', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.storageKey));
}

/** What analysis needs to know about a document's case. */
export async function findCaseContext(db: Db, caseId: string) {
  return db
    .selectFrom('cases')
    .select(['title', 'asin', 'description', 'caseType', 'sellerId'])
    .where('id', '=', caseId)
    .executeTakeFirst();
}
