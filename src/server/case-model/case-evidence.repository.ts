import type { CaseType } from '../../domain/case';
import { emailAnalysisSchema } from '../../domain/email-analysis';
import type { NoticeKind } from '../../domain/email-analysis';
import type { Db } from '../db/database';
import { documentCovers } from './document-coverage';
import type { MatchableDocument } from './requirement-matching';

export async function saveDocumentCovers(db: Db, documentId: string, covers: string[]) {
  await db
    .updateTable('documents')
    .set({ covers: JSON.stringify(covers) })
    .where('id', '=', documentId)
    .execute();
}

/**
 * The case's documents as the model weighs them. A document analysed before documents had
 * `covers` gets them now, from the text its analysis stored.
 */
export async function listDocumentEvidence(db: Db, caseId: string): Promise<MatchableDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .select([
      'id',
      'name',
      'type',
      'status',
      'uploadedAt',
      'relevanceScore',
      'completenessScore',
      'complianceScore',
      'covers',
    ])
    .where('caseId', '=', caseId)
    .orderBy('uploadedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const documents: MatchableDocument[] = [];
  for (const row of rows) {
    let covers = row.covers ? (JSON.parse(row.covers) as string[]) : null;
    if (covers === null && row.status === 'analyzed') {
      const stored = await db
        .selectFrom('documents')
        .select('extractedText')
        .where('id', '=', row.id)
        .executeTakeFirst();
      covers = documentCovers({ type: row.type, text: stored?.extractedText ?? '' });
      await saveDocumentCovers(db, row.id, covers);
    }
    documents.push({
      id: row.id,
      name: row.name,
      status: row.status,
      uploadedAt: row.uploadedAt,
      relevanceScore: row.relevanceScore === null ? null : Number(row.relevanceScore),
      completenessScore: row.completenessScore === null ? null : Number(row.completenessScore),
      complianceScore: row.complianceScore === null ? null : Number(row.complianceScore),
      covers,
    });
  }
  return documents;
}

/** Every stored analysis of the case's Amazon e-mails, oldest first. */
export async function listCaseAnalyses(db: Db, caseId: string) {
  const rows = await db
    .selectFrom('caseAnalyses')
    .select(['id', 'communicationId', 'result', 'createdAt'])
    .where('caseId', '=', caseId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    communicationId: row.communicationId,
    analysis: emailAnalysisSchema.parse(JSON.parse(row.result)),
  }));
}

/**
 * The kinds of the case's notices, oldest first. The same e-mail pasted twice (or pasted and
 * forwarded to intake) counts once: one rejection is not two.
 */
export async function listNoticeKinds(db: Db, caseId: string): Promise<NoticeKind[]> {
  const rows = await db
    .selectFrom('caseAnalyses')
    .leftJoin('communications', 'communications.id', 'caseAnalyses.communicationId')
    .select(['caseAnalyses.result', 'communications.content'])
    .where('caseAnalyses.caseId', '=', caseId)
    .orderBy('caseAnalyses.createdAt', 'asc')
    .orderBy('caseAnalyses.id', 'asc')
    .execute();
  const seen = new Set<string>();
  const kinds: NoticeKind[] = [];
  for (const row of rows) {
    const content = row.content?.trim();
    if (content !== undefined) {
      if (seen.has(content)) continue;
      seen.add(content);
    }
    kinds.push(emailAnalysisSchema.parse(JSON.parse(row.result)).kind);
  }
  return kinds;
}

/** Per outcome, the resolved cases of a type and the sum of their evidence deltas. */
export function outcomeRowsOfType(db: Db, caseType: CaseType) {
  return db
    .selectFrom('cases')
    .select([
      'outcome',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.sum<number | string | null>('evidenceDelta').as('evidence'),
    ])
    .where('caseType', '=', caseType)
    .where('outcome', 'is not', null)
    .groupBy('outcome')
    .execute();
}

/** Whether the document belongs to the case. */
export async function isDocumentOfCase(db: Db, caseId: string, documentId: string) {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('caseId', '=', caseId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The deadline a notice set on the case. */
export async function setCaseDueDate(db: Db, caseId: string, dueDate: string): Promise<void> {
  await db.updateTable('cases').set({ dueDate }).where('id', '=', caseId).execute();
}

/** The model's own probability, which replaces one the seller had typed. */
export async function setModelProbability(db: Db, caseId: string, score: number): Promise<void> {
  await db
    .updateTable('cases')
    .set({ probabilityScore: score, probabilitySetBySeller: 0 })
    .where('id', '=', caseId)
    .execute();
}

/** The case fields the model weighs. */
export function findModelledCase(db: Db, caseId: string) {
  return db
    .selectFrom('cases')
    .select(['id', 'caseType', 'status', 'dueDate', 'probabilityScore', 'probabilitySetBySeller'])
    .where('id', '=', caseId)
    .executeTakeFirst();
}
