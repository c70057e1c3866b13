import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import { dateRangeStart, URGENT_WITHIN_DAYS, type CaseListQuery } from '../../domain/case-list';
import { closedOutStatuses } from '../../domain/case-status';
import type { Db, Dialect } from '../db/database';
import type { CaseTable, Database } from '../db/schema';
import type { CaseActor } from './case-actor';
import type { CaseRow } from './cases.mapper';

const documentsCount = (eb: ExpressionBuilder<Database, 'cases'>) =>
  eb
    .selectFrom('documents')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('documents.caseId', '=', 'cases.id')
    .as('documentsCount');

/** Every case query goes through this scope: sellers reach only their own rows. */
function scoped<O>(query: SelectQueryBuilder<Database, 'cases', O>, actor: CaseActor) {
  return actor.role === 'admin' ? query : query.where('cases.ownerId', '=', actor.id);
}

export async function findCase(db: Db, actor: CaseActor, id: string): Promise<CaseRow | undefined> {
  return scoped(db.selectFrom('cases').selectAll('cases').select(documentsCount), actor)
    .where('cases.id', '=', id)
    .executeTakeFirst();
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, dialect: Dialect, actor: CaseActor, query: CaseListQuery, now: Date) {
  let q = scoped(db.selectFrom('cases'), actor);
  if (query.search) {
    const term = query.search.toLowerCase();
    const pattern = `%${escapeLike(term)}%`;
    if (dialect === 'postgres') {
      // pg_trgm's GIN index answers this (see the case-search migration).
      q = q.where(sql<boolean>`cases.search_text like ${pattern} escape '\\'`);
    } else if ([...term].length >= 3) {
      // An FTS5 trigram phrase is a substring match that uses the index; LIKE with ESCAPE would not.
      const phrase = `"${term.replaceAll('"', '""')}"`;
      q = q.where(
        sql<boolean>`cases.search_rowid in (select rowid from cases_search where cases_search match ${phrase})`,
      );
    } else {
      // Trigrams cannot index one or two characters; such a short term scans.
      q = q.where(sql<boolean>`cases.search_text like ${pattern} escape '\\'`);
    }
  }
  if (query.status) q = q.where('cases.status', '=', query.status);
  if (query.caseType) q = q.where('cases.caseType', '=', query.caseType);
  const since = dateRangeStart(query.dateRange, now);
  if (since) q = q.where('cases.createdAt', '>=', since.toISOString());
  if (query.urgent) {
    const horizon = new Date(now.getTime() + URGENT_WITHIN_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    q = q
      .where('cases.status', 'not in', [...closedOutStatuses])
      .where((eb) =>
        eb.or([
          eb.and([eb('cases.dueDate', 'is not', null), eb('cases.dueDate', '<=', horizon)]),
          eb('cases.status', '=', 'Documentation Needed'),
        ]),
      );
  }
  return q;
}

export async function listCases(
  db: Db,
  dialect: Dialect,
  actor: CaseActor,
  query: CaseListQuery,
  now: Date,
): Promise<{ rows: CaseRow[]; total: number }> {
  let page = filtered(db, dialect, actor, query, now).selectAll('cases').select(documentsCount);
  switch (query.sort) {
    case 'newest':
      page = page.orderBy('cases.createdAt', 'desc');
      break;
    case 'oldest':
      page = page.orderBy('cases.createdAt', 'asc');
      break;
    case 'updated':
      page = page.orderBy('cases.updatedAt', 'desc');
      break;
    case 'probability':
      page = page.orderBy('cases.probabilityScore', 'desc').orderBy('cases.createdAt', 'desc');
      break;
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy('cases.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, dialect, actor, query, now)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertCase(db: Db, row: Insertable<CaseTable>): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

export async function updateCase(
  db: Db,
  id: string,
  changes: Updateable<CaseTable>,
): Promise<void> {
  await db.updateTable('cases').set(changes).where('id', '=', id).execute();
}

export async function deleteCase(db: Db, id: string): Promise<void> {
  await db.deleteFrom('cases').where('id', '=', id).execute();
}
