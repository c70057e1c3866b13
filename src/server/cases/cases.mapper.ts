import type { Selectable } from 'kysely';
import type { Case } from '../../domain/case';
import type { CaseTable } from '../db/schema';

export type CaseRow = Selectable<CaseTable> & { documentsCount: number | string | null };

export function toCase(row: CaseRow): Case {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    asin: row.asin,
    caseType: row.caseType,
    status: row.status,
    probabilityScore: Number(row.probabilityScore),
    sellerId: row.sellerId,
    ownerId: row.ownerId,
    dueDate: row.dueDate,
    resolvedAt: row.resolvedAt,
    documentsCount: Number(row.documentsCount ?? 0),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function searchTextOf(fields: { title: string; asin: string; description: string }): string {
  return `${fields.title}\n${fields.asin}\n${fields.description}`.toLowerCase();
}
