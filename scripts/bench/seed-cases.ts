import { randomUUID } from 'node:crypto';
import { caseTypes } from '../../src/domain/case';
import { caseStatuses } from '../../src/domain/case-status';
import type { Db } from '../../src/server/db/database';
import { searchTextOf } from '../../src/server/cases/cases.mapper';

const products = [
  'kettle',
  'yoga mat',
  'desk lamp',
  'phone case',
  'water bottle',
  'serum',
  'candle',
  'speaker',
  'toy car',
  'running shoes',
  'chair',
  'backpack',
];
const problems = [
  'suppressed for safety review',
  'locked pending invoices',
  'category change request',
  'missing compliance documents',
  'trademark complaint',
  'stranded inventory',
];

/**
 * Bulk-inserts `count` varied cases owned by `ownerId`, spread over the last year, numbered from
 * `from` (so a database can grow in steps). Multi-row inserts in large transactions, through the
 * table's own triggers (search index, counters), as the app's writes go.
 */
export async function seedCases(
  db: Db,
  ownerId: string,
  count: number,
  from = 0,
): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  const batchSize = 500;
  const batchesPerTransaction = 100;
  for (let first = from; first < from + count; first += batchSize * batchesPerTransaction) {
    const last = Math.min(from + count, first + batchSize * batchesPerTransaction);
    await db.transaction().execute(async (trx) => {
      for (let start = first; start < last; start += batchSize)
        await trx
          .insertInto('cases')
          .values(batch(start, Math.min(batchSize, last - start)))
          .execute();
    });
  }
  return ids;

  function batch(start: number, size: number) {
    return Array.from({ length: size }, (_, j) => {
      const i = start + j;
      const product = products[i % products.length] ?? 'item';
      const problem = problems[(i * 7) % problems.length] ?? 'issue';
      const createdAt = new Date(now - ((i * 7919) % (365 * 86_400)) * 1000).toISOString();
      const fields = {
        title: `${product} ${problem} #${i}`,
        asin: `B0${String(i).padStart(8, '0')}`,
        description: `Case ${i}: the ${product} listing was ${problem}. Seller is preparing documents for the appeal.`,
      };
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        ownerId,
        sellerId: 'A1BENCHSELLER',
        caseType: caseTypes[i % caseTypes.length] ?? 'Suppression',
        status: caseStatuses[(i * 3) % caseStatuses.length] ?? 'New',
        outcome: null,
        probabilityScore: ((i * 37) % 100) / 100,
        // One case in ten has a response deadline, from a month overdue to a month ahead.
        dueDate:
          i % 10 === 0
            ? new Date(now + (((i * 31) % 61) - 30) * 86_400_000).toISOString().slice(0, 10)
            : null,
        resolvedAt: null,
        searchText: searchTextOf(fields),
        createdAt,
        updatedAt: createdAt,
        ...fields,
      };
    });
  }
}
