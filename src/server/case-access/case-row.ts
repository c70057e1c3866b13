import type { Selectable } from 'kysely';
import type { Case } from '../../domain/case';
import { daysLeft } from '../../domain/deadline';
import type { CaseTable } from '../db/schema';

export type CaseRow = Selectable<CaseTable> & { documentsCount: number | string | null };

/** `now` decides daysLeft; services pass ctx.now() so tests can move the clock. */
export function toCase(row: CaseRow, now: Date = new Date()): Case {
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
    daysLeft: row.dueDate ? daysLeft(row.dueDate, now) : null,
    resolvedAt: row.resolvedAt,
    documentsCount: Number(row.documentsCount ?? 0),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
