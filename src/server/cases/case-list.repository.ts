import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  dateRangeStart,
  MAX_OFFSET,
  URGENT_WITHIN_DAYS,
  urgentStatuses,
  type CaseListQuery,
} from '../../domain/case-list';
import type { Db, Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { CaseActor } from '../case-access/case-actor';
import { decodeCursor, encodeCursor, type CursorValue, type ListOrder } from './case-cursor';
import type { CaseRow } from '../case-access/case-row';

type CaseQuery = SelectQueryBuilder<Database, 'cases', object>;

/** A deadline later than any real one, so cases without a deadline sort last in the urgent view. */
const NO_DEADLINE = '9999-12-31';
/** The urgent order's first key, exactly as the partial index cases_owner_urgent_idx has it. */
const urgentKey = sql.raw(`coalesce(cases.due_date, '${NO_DEADLINE}')`);

/** Each order walks one index of (keys…, id); see migration 2026-11-23-50-case-counters. */
const orders: Record<CaseListQuery['sort'] | 'urgent', ListOrder> = {
  newest: { name: 'newest', columns: ['created_at', 'id'], direction: 'desc' },
  oldest: { name: 'oldest', columns: ['created_at', 'id'], direction: 'asc' },
  updated: { name: 'updated', columns: ['updated_at', 'id'], direction: 'desc' },
  probability: {
    name: 'probability',
    columns: ['probability_score', 'created_at', 'id'],
    direction: 'desc',
  },
  // Overdue first, then the nearest deadline.
  urgent: { name: 'urgent', columns: ['urgent_key', 'id'], direction: 'asc' },
};

const columnSql = (column: string) =>
  column === 'urgent_key' ? urgentKey : sql.ref(`cases.${column}`);

/** Up to this many matches are counted exactly; past it the total is an estimate. */
export const EXACT_COUNT_LIMIT = 1000;
/** The most recent cases a search is tried on to estimate how often it matches. */
const ESTIMATE_SAMPLE = 2000;
/**
 * SQLite: a trigram term matching at most this many cases is answered from the FTS index; a
 * commoner one by walking the cases newest first, which finds a page of matches quickly.
 */
const FTS_RARE_LIMIT = 5000;
/**
 * The columns the list's filters read, all the estimate's sample needs: the whole rows (with
 * their descriptions) cost a fifth more to read. SQLite's search also reads search_rowid, a
 * column PostgreSQL's cases do not have.
 */
const SAMPLED_COLUMNS = [
  'recent.id',
  'recent.ownerId',
  'recent.status',
  'recent.caseType',
  'recent.createdAt',
  'recent.dueDate',
  'recent.searchText',
] as const;
const SQLITE_SAMPLED_COLUMNS = [...SAMPLED_COLUMNS, 'recent.searchRowid'] as const;
/** SQLite: a term the FTS index finds at most this often is settled by its first, short probe. */
const FTS_FEW_LIMIT = 200;

const documentsCount = (eb: ExpressionBuilder<Database, 'cases'>) =>
  eb
    .selectFrom('documents')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('documents.caseId', '=', 'cases.id')
    .as('documentsCount');

const rowValue = (columns: readonly string[]) => sql.join(columns.map(columnSql));
const keyOf = (order: ListOrder, row: CaseRow): CursorValue[] => {
  const record = row as unknown as Record<string, CursorValue>;
  return order.columns.map((c) =>
    c === 'urgent_key'
      ? (row.dueDate ?? NO_DEADLINE)
      : record[c.replace(/_(\w)/g, (_, l: string) => l.toUpperCase())]!,
  );
};

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `countable`: the counters alone answer the total. `isCommonSearch`: the search index already
 * said thousands of cases match, so the total is estimated before anything is counted.
 */
type Scope = {
  query: CaseQuery;
  /** The request's filters, for applying to another set of cases (the estimate's sample). */
  filter: (from: CaseQuery) => CaseQuery;
  countable: boolean;
  /** The urgent view with no other filter than status and type: case_due_stats answers its total. */
  urgentHorizon: string | null;
  isCommonSearch: boolean;
  /** The estimated total when the sample that chose the search's plan already gave one. */
  searchEstimate: number | null;
};

/** How a search term is looked up, and what choosing that already told about its total. */
type SearchPlan = {
  condition: Expression<SqlBool>;
  isCommon: boolean;
  estimate: number | null;
};

/** The filters of the request; `countable` when the counters alone can answer the total. */
async function filtered(
  db: Db,
  dialect: Dialect,
  actor: CaseActor,
  query: CaseListQuery,
  now: Date,
): Promise<Scope> {
  const filters: ((q: CaseQuery) => CaseQuery)[] = [];
  if (actor.role !== 'admin') filters.push((q) => q.where('cases.ownerId', '=', actor.id));
  if (query.status) filters.push((q) => q.where('cases.status', '=', query.status!));
  if (query.caseType) filters.push((q) => q.where('cases.caseType', '=', query.caseType!));
  let countable = !query.search;
  let urgentHorizon: string | null = null;
  const since = dateRangeStart(query.dateRange, now);
  if (since) {
    countable = false;
    filters.push((q) => q.where('cases.createdAt', '>=', since.toISOString()));
  }
  if (query.urgent) {
    const horizon = new Date(now.getTime() + URGENT_WITHIN_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    // The partial index cases_owner_urgent_idx has this predicate and key; its statuses go in as
    // literals, because SQLite proves a partial index usable only against literal values.
    filters.push((q) =>
      q
        .where(
          sql<boolean>`cases.status in (${sql.join(urgentStatuses.map((status) => sql.lit(status)))})`,
        )
        .where(sql<boolean>`${urgentKey} <= ${horizon}`),
    );
    if (countable) urgentHorizon = horizon;
    countable = false;
  }
  // The search goes last: choosing how to look a term up may try the other filters on a sample.
  let search: SearchPlan | null = null;
  if (query.search) {
    const others = composed(filters);
    search = await searchPlan(db, dialect, query.search.toLowerCase(), (condition) =>
      sampleEstimate(db, dialect, actor, query, (from) => others(from).where(condition), {
        onlyPastSample: true,
      }),
    );
    const { condition } = search;
    filters.push((q) => q.where(condition));
  }
  const filter = composed(filters);
  return {
    query: filter(db.selectFrom('cases')),
    filter,
    countable,
    urgentHorizon,
    isCommonSearch: search?.isCommon ?? false,
    searchEstimate: search?.estimate ?? null,
  };
}

function composed(filters: readonly ((q: CaseQuery) => CaseQuery)[]) {
  return (from: CaseQuery) => filters.reduce((q, apply) => apply(q), from);
}

/**
 * An ASIN (B0 and eight letters or digits) or an ISBN-10 standing for one. As one whole word it
 * is looked up in the word index: a substring of a longer word is never an ASIN anyway.
 */
const ASIN_TERM = /^(?:b0[a-z0-9]{8}|\d{9}[\dx])$/;

async function searchPlan(
  db: Db,
  dialect: Dialect,
  term: string,
  estimateAmongRecent: (condition: Expression<SqlBool>) => Promise<number | null>,
): Promise<SearchPlan> {
  if (ASIN_TERM.test(term)) {
    return dialect === 'postgres'
      ? {
          // The matching ids first, from the word index, as one array: without statistics on
          // the expression the planner guesses 0.5 % of cases match and walks the sort index
          // computing every case's word vector instead (11 s per page at 1M; this way 1 ms).
          condition: sql<boolean>`cases.id = any(array(select words.id from cases as words
            where to_tsvector('simple', words.search_text) @@ to_tsquery('simple', ${term})))`,
          isCommon: false,
          estimate: null,
        }
      : {
          condition: sql<boolean>`cases.search_rowid in (select rowid from cases_words where cases_words match ${`"${term}"`})`,
          isCommon: false,
          estimate: null,
        };
  }
  const like = sql<boolean>`cases.search_text like ${`%${escapeLike(term)}%`} escape '\\'`;
  // PostgreSQL: pg_trgm's GIN index answers the LIKE, and the planner weighs it against walking
  // the sort index with a filter. Its row estimate for the term (from pg_trgm's statistics, a
  // planning step with no rows read) says whether the term is common: counting even the first
  // thousand matches of a common term reads thousands of rows.
  if (dialect === 'postgres') {
    const plan = await sql<
      Record<string, [{ Plan: { 'Plan Rows': number } }]>
    >`explain (format json)
      select 1 from cases where ${like}`.execute(db);
    // One row of one column, whose name the result plugins may have re-cased.
    const [json] = Object.values(plan.rows[0] ?? {});
    const rows = json?.[0]?.Plan['Plan Rows'] ?? 0;
    return { condition: like, isCommon: rows > EXACT_COUNT_LIMIT, estimate: null };
  }
  // SQLite's planner cannot weigh FTS against an index walk, so the choice is made here, from
  // the FTS index's matches counted up to a limit (one pass: how many, and for a rare term which
  // rows, built inside SQLite so that a common term brings back one row; the page and its count
  // reuse them rather than asking the FTS index twice more).
  const phrase = `"${term.replaceAll('"', '""')}"`;
  const probe = async (limit: number) => {
    const result = await sql<{ n: number; rowids: string }>`select count(*) as n,
      json_group_array(rowid) as rowids from (select rowid from cases_search
      where cases_search match ${phrase} limit ${limit + 1})`.execute(db);
    const found = result.rows[0];
    const n = Number(found?.n ?? 0);
    return n > limit ? null : (found?.rowids ?? '[]');
  };
  const rare = (rowids: string): SearchPlan => ({
    condition: sql<boolean>`cases.search_rowid in (select value from json_each(${rowids}))`,
    isCommon: false,
    estimate: null,
  });
  // A handful of matches, the usual search for a name or an id, is settled by a short probe.
  const few = await probe(FTS_FEW_LIMIT);
  if (few !== null) return rare(few);
  // Past that, the sample of the newest cases first (among more cases than it holds): a term it
  // finds often is answered by walking the newest cases, which meets a page of matches quickly,
  // and its figure is the total's estimate. Reading FTS_RARE_LIMIT matches from the FTS index
  // to learn the same costs as much again (1.3 ms at 1M cases).
  const recent = await estimateAmongRecent(like);
  if (recent !== null && recent > FTS_RARE_LIMIT)
    return { condition: like, isCommon: true, estimate: recent };
  // A term rare among the newest cases may still be common among the older ones.
  const some = await probe(FTS_RARE_LIMIT);
  return some === null
    ? { condition: like, isCommon: true, estimate: recent }
    : { ...rare(some), estimate: recent };
}

export type CasePage = {
  rows: CaseRow[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
};

export async function listCasePage(
  db: Db,
  dialect: Dialect,
  actor: CaseActor,
  query: CaseListQuery,
  now: Date,
): Promise<CasePage> {
  const scope = await filtered(db, dialect, actor, query, now);
  const order = orders[query.urgent ? 'urgent' : query.sort];
  const isBackward = Boolean(query.before && !query.after);
  const cursor = query.after ?? query.before;
  const direction = isBackward ? (order.direction === 'asc' ? 'desc' : 'asc') : order.direction;

  let page = scope.query.selectAll('cases').select(documentsCount);
  if (cursor) {
    const key = decodeCursor(order, cursor);
    const comparison = direction === 'desc' ? sql.raw('<') : sql.raw('>');
    page = page.where(
      sql<boolean>`(${rowValue(order.columns)}) ${comparison} (${sql.join(key.map((v) => sql`${v}`))})`,
    );
  }
  for (const column of order.columns) page = page.orderBy(columnSql(column), direction);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  if (offset > MAX_OFFSET) {
    throw new AppError('VALIDATION_FAILED', 'Use nextCursor to page this far', {
      fields: { page: `Pages past ${MAX_OFFSET} cases need a cursor (after)` },
    });
  }
  const [fetched, count] = await Promise.all([
    page
      .limit(query.pageSize + 1)
      .$if(offset > 0, (q) => q.offset(offset))
      .execute(),
    countCases(db, dialect, actor, query, scope),
  ]);

  const hasMore = fetched.length > query.pageSize;
  const rows = (fetched as CaseRow[]).slice(0, query.pageSize);
  if (isBackward) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const isFirstPage = !cursor && offset === 0;
  return {
    rows,
    ...count,
    nextCursor: last && (isBackward || hasMore) ? encodeCursor(order, keyOf(order, last)) : null,
    prevCursor:
      first && (isBackward ? hasMore : !isFirstPage)
        ? encodeCursor(order, keyOf(order, first))
        : null,
  };
}

/** The counters' total for owner × status × type: exact, and never reads the cases. */
async function counterTotal(db: Db, actor: CaseActor, query: CaseListQuery): Promise<number> {
  const row = await db
    .selectFrom('caseStats')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .$if(actor.role !== 'admin', (q) => q.where('ownerId', '=', actor.id))
    .$if(Boolean(query.status), (q) => q.where('status', '=', query.status!))
    .$if(Boolean(query.caseType), (q) => q.where('caseType', '=', query.caseType!))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function countCases(
  db: Db,
  dialect: Dialect,
  actor: CaseActor,
  query: CaseListQuery,
  scope: Scope,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (scope.countable)
    return { total: await counterTotal(db, actor, query), totalIsEstimate: false };
  if (scope.urgentHorizon !== null)
    return {
      total: await urgentCounterTotal(db, actor, query, scope.urgentHorizon),
      totalIsEstimate: false,
    };

  // A term the search index finds thousands of times: counting even the first thousand matches
  // walks tens of thousands of rows, so estimate first and count only if the estimate is small.
  if (scope.isCommonSearch) {
    const estimate =
      scope.searchEstimate ?? (await sampleEstimate(db, dialect, actor, query, scope.filter)) ?? 0;
    if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, totalIsEstimate: true };
  }
  const capped = await db
    .selectFrom(
      scope.query
        .select(sql.lit(1).as('one'))
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const exact = Number(capped.n);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, totalIsEstimate: false };
  const estimate =
    scope.searchEstimate ?? (await sampleEstimate(db, dialect, actor, query, scope.filter));
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate ?? 0), totalIsEstimate: true };
}

/** The urgent view's exact total from the per-deadline-day counters, up to the horizon day. */
async function urgentCounterTotal(
  db: Db,
  actor: CaseActor,
  query: CaseListQuery,
  horizon: string,
): Promise<number> {
  const row = await db
    .selectFrom('caseDueStats')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .$if(actor.role !== 'admin', (q) => q.where('ownerId', '=', actor.id))
    .where('dueDate', '<=', horizon)
    .$if(Boolean(query.status), (q) => q.where('status', '=', query.status!))
    .$if(Boolean(query.caseType), (q) => q.where('caseType', '=', query.caseType!))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * How often the filters match among the most recent cases of the same owner, status and type,
 * scaled to the counters' total of those, to two significant figures. With `onlyPastSample`,
 * null when the sample would hold every one of those cases (nothing to extrapolate).
 */
async function sampleEstimate(
  db: Db,
  dialect: Dialect,
  actor: CaseActor,
  query: CaseListQuery,
  filter: (from: CaseQuery) => CaseQuery,
  options: { onlyPastSample?: boolean } = {},
): Promise<number | null> {
  const population = await counterTotal(db, actor, query);
  if (options.onlyPastSample && population <= ESTIMATE_SAMPLE) return null;
  let recent = db.selectFrom('cases as recent');
  if (actor.role !== 'admin') recent = recent.where('recent.ownerId', '=', actor.id);
  if (query.status) recent = recent.where('recent.status', '=', query.status);
  if (query.caseType) recent = recent.where('recent.caseType', '=', query.caseType);
  // The sample is read first, newest by the sort index, and the filters run on those rows
  // only. As `id in (sample)` the planner could instead walk every case the filters match
  // (the urgent index, say) and probe the sample for each, which grows with the data.
  const sample = recent
    .select(dialect === 'sqlite' ? SQLITE_SAMPLED_COLUMNS : SAMPLED_COLUMNS)
    .orderBy('recent.createdAt', 'desc')
    .orderBy('recent.id', 'desc')
    .limit(ESTIMATE_SAMPLE)
    .as('cases');
  const matched = await filter(db.selectFrom(sample) as unknown as CaseQuery)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const sampled = Math.min(ESTIMATE_SAMPLE, population);
  return sampled === 0
    ? 0
    : roundTwoFigures(Math.round((population * Number(matched.n)) / sampled));
}

function roundTwoFigures(n: number): number {
  if (n < 100) return n;
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}
