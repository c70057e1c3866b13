import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseType } from '../../domain/case';
import type { CaseStatus } from '../../domain/case-status';
import type { CaseListQuery, CaseListResponse } from '../../domain/case-list';
import { caseListQuerySchema, SEARCH_TOO_SHORT_MESSAGE } from '../../domain/case-list';
import type { Db } from '../db/database';
import { refreshQueryPlannerStatistics } from '../db/migrate';
import { dashboardStats } from '../stats/stats.service';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import type { User } from '../../domain/user';
import type { CaseActor } from '../case-access/case-actor';
import { EXACT_COUNT_LIMIT, listCasePage } from './case-list.repository';
import { searchTextOf } from './cases.mapper';

const NOW = new Date('2026-11-18T12:00:00.000Z');
// Past the 5000 matches at which SQLite's search stops using the trigram index for a term.
const OWNER_CASES = 6000;
const statuses = ['New', 'In Progress', 'Documentation Needed', 'Submitted to Amazon', 'Approved'];
const products = ['kettle', 'blender', 'toaster', 'lamp', 'heater'];

/** Fast seed straight into the table, through the same triggers as the API's writes. */
async function seedCases(db: Db, ownerId: string, count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const created = new Date(NOW.getTime() - (count - i) * 3_600_000).toISOString();
    const status = statuses[i % statuses.length] as CaseStatus;
    const title = `${products[i % products.length]} ${tag} listing ${i}`;
    const asin = `B0${tag.toUpperCase().slice(0, 2)}${String(i).padStart(6, '0')}`;
    const description = i % 997 === 0 ? 'rare zebrafish complaint' : 'Listing suppressed';
    return {
      id: randomUUID(),
      ownerId,
      sellerId: 'A1SELLER',
      asin,
      caseType: (i % 3 === 0 ? 'FBA Lock' : 'Suppression') as CaseType,
      title,
      description,
      status,
      outcome: status === 'Approved' ? ('Approved' as const) : null,
      probabilityScore: (i % 100) / 100,
      dueDate: i % 7 === 0 ? created.slice(0, 10) : null,
      resolvedAt:
        status === 'Approved' ? new Date(Date.parse(created) + 5 * 86_400_000).toISOString() : null,
      searchText: searchTextOf({ title, asin, description }),
      createdAt: created,
      updatedAt: created,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('cases')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Records every statement a call sends, to EXPLAIN them afterwards with their parameters. */
function recordingDb(db: Db): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(db.getExecutor().compileQuery(args.node as RootOperationNode, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements };
}

describe.each(dialectsUnderTest())('case list at scale on %s', (dialect) => {
  let t: TestApp;
  let owner: User;
  let cookie: string;
  let actor: CaseActor;

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/cases?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CaseListResponse;
  };
  /** A case created through the API, as a seller creates one; its id. */
  const createCase = async (fields: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: { sellerId: 'A1', description: 'd', ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.setNow(NOW);
    owner = await createTestUser(t.ctx);
    cookie = await signIn(t.app, owner.email);
    actor = { id: owner.id, role: 'user', name: owner.name };
    await seedCases(t.ctx.db, owner.id, OWNER_CASES, 'own');
    const other = await createTestUser(t.ctx);
    await seedCases(t.ctx.db, other.id, 200, 'oth');
    await refreshQueryPlannerStatistics(t.ctx.db, dialect);
    if (dialect === 'sqlite') await sql`analyze`.execute(t.ctx.db);
    else await sql`analyze cases`.execute(t.ctx.db);
  }, 120_000);
  afterAll(() => t.close());

  it('pages forward and back with cursors, every case once, in order', async () => {
    const seen: string[] = [];
    let page = await list('pageSize=100&sort=newest');
    expect(page.prevCursor).toBeNull();
    const firstIds = page.items.map((c) => c.id);
    let pages = 1;
    for (;;) {
      seen.push(...page.items.map((c) => c.id));
      if (!page.nextCursor) break;
      page = await list(`pageSize=100&sort=newest&after=${page.nextCursor}`);
      pages += 1;
    }
    expect(pages).toBe(OWNER_CASES / 100);
    expect(new Set(seen).size).toBe(OWNER_CASES);
    const created = (await list('pageSize=100&sort=newest')).items.map((c: Case) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const second = await list(
      'pageSize=100&sort=newest&after=' + (await list('pageSize=100')).nextCursor,
    );
    const back = await list(`pageSize=100&sort=newest&before=${second.prevCursor}`);
    expect(back.items.map((c) => c.id)).toEqual(firstIds);
    expect(back.prevCursor).toBeNull();
  });

  it('keeps every sort in order across a page boundary', async () => {
    for (const sort of ['oldest', 'updated', 'probability'] as const) {
      const first = await list(`pageSize=50&sort=${sort}`);
      const next = await list(`pageSize=50&sort=${sort}&after=${first.nextCursor}`);
      const both = [...first.items, ...next.items];
      expect(new Set(both.map((c) => c.id)).size).toBe(100);
      if (sort === 'probability') {
        const scores = both.map((c) => c.probabilityScore);
        expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      }
    }
    const bad = await t.app.inject({ url: '/api/cases?after=not-a-cursor', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('counts from the counters, exactly, without a filter that needs the rows', async () => {
    const all = await list('pageSize=5');
    expect(all).toMatchObject({ total: OWNER_CASES, totalIsEstimate: false });
    const approved = await list('pageSize=5&status=Approved');
    expect(approved).toMatchObject({
      total: OWNER_CASES / statuses.length,
      totalIsEstimate: false,
    });
  });

  it('counts searches exactly up to 1000 matches and estimates past that', async () => {
    // 1 case in 5 is a kettle: 1200 matches, past the exact count, so estimated from a sample.
    const kettles = await list('pageSize=20&search=kettle');
    expect(kettles.items).toHaveLength(20);
    expect(kettles.items.every((c) => c.title.includes('kettle'))).toBe(true);
    expect(kettles.totalIsEstimate).toBe(true);
    expect(Math.abs(kettles.total - OWNER_CASES / products.length)).toBeLessThan(OWNER_CASES / 20);
    // Every case says "listing": more than the search index's rare-term limit, so the page comes
    // from walking the newest cases and the total is estimated before anything is counted.
    const everywhere = await list('pageSize=20&search=listing');
    expect(everywhere).toMatchObject({ total: OWNER_CASES, totalIsEstimate: true });
    expect(everywhere.items).toHaveLength(20);
    const rare = await list('pageSize=20&search=zebrafish');
    expect(rare).toMatchObject({ total: Math.ceil(OWNER_CASES / 997), totalIsEstimate: false });
  });

  it('estimates a common term without first counting a thousand of its matches', async () => {
    const capped = async (search: string) => {
      const recorder = recordingDb(t.ctx.db);
      const query = caseListQuerySchema.parse({ pageSize: 20, search });
      await listCasePage(recorder.db, dialect, actor, query, NOW);
      return recorder.statements.some((s) => s.parameters.includes(EXACT_COUNT_LIMIT + 1));
    };
    // Every case says "listing": the sample of the newest cases (SQLite) or the planner's
    // trigram statistics (PostgreSQL) tell it is common before any match is counted.
    expect(await capped('listing')).toBe(false);
    // A rare term is counted exactly, which is cheap through the index.
    expect(await capped('zebrafish')).toBe(true);
  });

  it.runIf(dialect === 'sqlite')(
    'reads a common term from the newest cases and a rare one from the search index only',
    async () => {
      const statementsOf = async (search: string) => {
        const recorder = recordingDb(t.ctx.db);
        const query = caseListQuerySchema.parse({ pageSize: 20, search });
        const page = await listCasePage(recorder.db, dialect, actor, query, NOW);
        // The sample's count (the recorder also sees the sample's subquery on its own).
        const sql = recorder.statements.map((s) => s.sql);
        // How far each look into the FTS index may read (its limit).
        const ftsLimits = recorder.statements
          .filter((s) => /cases_search match/.test(s.sql))
          .map((s) => s.parameters.at(-1));
        return {
          page,
          ftsLimits,
          samples: sql.filter((s) => /^select count.*"recent"/.test(s)).length,
        };
      };
      // "listing" is in every case: the sample says so, and the FTS index is asked only for its
      // first few matches, never walked to the rare-term limit; the sample's figure is the total.
      const common = await statementsOf('listing');
      expect(common.page).toMatchObject({ total: OWNER_CASES, totalIsEstimate: true });
      expect(common.ftsLimits).toEqual([201]);
      expect(common.samples).toBe(1);
      // "zebrafish" is in 7 cases: the short probe settles it, with no sample read.
      const rare = await statementsOf('zebrafish');
      expect(rare.ftsLimits).toEqual([201]);
      expect(rare.page.total).toBe(Math.ceil(OWNER_CASES / 997));
      expect(rare.samples).toBe(0);
      // "kettle" is in 1 case in 5 (1200): too many for the short probe, too few for the
      // sample to call common; the FTS index lists them, and the one sample gives the estimate.
      const middle = await statementsOf('kettle');
      expect(middle.page.rows.every((c) => c.title.includes('kettle'))).toBe(true);
      expect(middle.ftsLimits).toEqual([201, 5001]);
      expect(middle.samples).toBe(1);
    },
  );

  it('refuses a search shorter than three characters with a message', async () => {
    const response = await t.app.inject({ url: '/api/cases?search=ke', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SEARCH_TOO_SHORT_MESSAGE);
  });

  it('keeps the dashboard counters equal to the rows through creates, edits, deletes and reassignment', async () => {
    const id = await createCase({
      asin: 'B0COUNTER1',
      caseType: 'ASIN Request',
      title: 'Counter check',
    });
    for (const status of ['In Progress', 'Submitted to Amazon', 'Approved'])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cases/${id}`,
        headers: { cookie },
        payload: { status },
      });
    const stats = await dashboardStats(t.ctx, actor);
    const rows = await t.ctx.db
      .selectFrom('cases')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('ownerId', '=', owner.id)
      .groupBy('status')
      .execute();
    for (const row of rows) expect(stats.statuses[row.status], row.status).toBe(Number(row.n));
    expect(stats.caseTypes['ASIN Request']).toBe(1);
    expect(stats.totalCases).toBe(OWNER_CASES + 1);

    await t.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: { cookie } });
    const after = await dashboardStats(t.ctx, actor);
    expect(after.totalCases).toBe(OWNER_CASES);
    expect(after.caseTypes['ASIN Request']).toBe(0);
    // Seeded resolutions take 5 days each.
    expect(after.averageDaysToResolution).toBeCloseTo(5, 5);
  });

  it('keeps the urgent total exact through creates, status and deadline edits, deletes and reassignment', async () => {
    const urgentRows = async (ownerId: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('cases')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('ownerId', '=', ownerId)
            .where('status', 'in', ['New', 'In Progress', 'Documentation Needed', 'Rejected'])
            .where('dueDate', '<=', '2026-11-21')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const expectUrgentTotal = async () => {
      const page = await list('pageSize=5&urgent=true');
      expect(page.totalIsEstimate).toBe(false);
      expect(page.total).toBe(await urgentRows(owner.id));
      return page.total;
    };
    const before = await expectUrgentTotal();
    expect(before).toBeGreaterThan(0);

    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/cases/${id}`, headers: { cookie }, payload });
    const id = await createCase({
      asin: 'B0URGENT01',
      caseType: 'FBA Lock',
      title: 'Urgent check',
      dueDate: '2026-11-19',
    });
    expect(await expectUrgentTotal()).toBe(before + 1);
    // A deadline moved past the horizon, then back; a status that is not urgent, then one that is.
    expect((await patch(id, { dueDate: '2026-12-30' })).statusCode).toBe(200);
    expect(await expectUrgentTotal()).toBe(before);
    expect((await patch(id, { dueDate: '2026-11-20' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'Submitted to Amazon' })).statusCode).toBe(200);
    expect(await expectUrgentTotal()).toBe(before);
    expect((await patch(id, { status: 'Rejected' })).statusCode).toBe(200);
    expect(await expectUrgentTotal()).toBe(before + 1);
    expect((await list('pageSize=5&urgent=true&status=Rejected')).total).toBe(1);
    expect((await list('pageSize=5&urgent=true&caseType=FBA+Lock')).totalIsEstimate).toBe(false);

    // Reassigned to another owner (as the admin's reassignment writes it), then deleted.
    const other = await createTestUser(t.ctx);
    await t.ctx.db.updateTable('cases').set({ ownerId: other.id }).where('id', '=', id).execute();
    expect(await expectUrgentTotal()).toBe(before);
    await t.ctx.db.updateTable('cases').set({ ownerId: owner.id }).where('id', '=', id).execute();
    expect(await expectUrgentTotal()).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: { cookie } });
    expect(await expectUrgentTotal()).toBe(before);
  });

  it('finds a case by a whole ASIN, in its ASIN field or mentioned in its text', async () => {
    const id = await createCase({
      asin: 'B0ASINWORD',
      caseType: 'Suppression',
      title: 'Kettle variation',
      description: 'The parent B0MENTION1 was suppressed as well.',
    });
    for (const term of ['B0ASINWORD', 'b0asinword', 'B0MENTION1']) {
      const found = await list(`pageSize=5&search=${term}`);
      expect(found, term).toMatchObject({ total: 1, totalIsEstimate: false });
      expect(found.items[0]!.id).toBe(id);
    }
    // The word index follows an edit of the text.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${id}`,
      headers: { cookie },
      payload: { description: 'The parent B0MENTION2 was suppressed as well.' },
    });
    expect((await list('pageSize=5&search=B0MENTION1')).total).toBe(0);
    expect((await list('pageSize=5&search=B0MENTION2')).total).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: { cookie } });
    expect((await list('pageSize=5&search=B0ASINWORD')).total).toBe(0);
    // A seeded ASIN, and another owner's ASIN, which this seller must not see.
    expect((await list('pageSize=5&search=B0OW000123')).total).toBe(1);
    expect((await list('pageSize=5&search=B0OT000123')).total).toBe(0);
  });

  it('plans every list, search, urgent and stats query on an index, never a scan of all cases', async () => {
    const queries: Partial<CaseListQuery>[] = [
      { sort: 'newest' },
      { sort: 'updated' },
      { sort: 'probability' },
      { sort: 'oldest', status: 'Approved' },
      { urgent: true },
      { search: 'kettle' },
      { search: 'listing' },
      { search: 'zebrafish' },
      { search: 'b0ow000123' },
    ];
    const problems: string[] = [];
    for (const input of queries) {
      const query = caseListQuerySchema.parse({ pageSize: 20, ...input });
      const recorder = recordingDb(t.ctx.db);
      await listCasePage(recorder.db, dialect, actor, query, NOW);
      // The first page's key, so the keyset predicate is part of what is planned.
      const page = await listCasePage(t.ctx.db, dialect, actor, query, NOW);
      if (page.nextCursor) {
        await listCasePage(recorder.db, dialect, actor, { ...query, after: page.nextCursor }, NOW);
      }
      for (const statement of recorder.statements)
        problems.push(
          ...(await fullScans(t.ctx.db, dialect, statement)).map(
            (p) => `${JSON.stringify(input)}: ${p}`,
          ),
        );
    }
    const recorder = recordingDb(t.ctx.db);
    await dashboardStats({ ...t.ctx, db: recorder.db }, actor);
    for (const statement of recorder.statements)
      problems.push(...(await fullScans(t.ctx.db, dialect, statement)).map((p) => `stats: ${p}`));
    expect(problems).toEqual([]);
  });
});

/**
 * The plan lines that read every row of cases, for one statement. (case_stats is left out: it
 * holds a few dozen rows per owner whatever the number of cases, so a scan of it is cheap.)
 */
async function fullScans(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  statement: CompiledQuery,
): Promise<string[]> {
  // The PostgreSQL search's planner probe reads no rows.
  if (/^\s*explain\b/i.test(statement.sql)) return [];
  if (dialect === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    const details = plan.rows.map((r) => r.detail);
    // Sorting is fine only over a bounded FTS answer (a rare term); elsewhere the order must
    // come from walking an index, or every matching row would be read and sorted.
    const readsFts = details.some((d) => /VIRTUAL TABLE INDEX/.test(d));
    // A scan of a subquery's own rows (a bounded sample) reads no table; the subquery's plan
    // lines say how it reads the table.
    const subqueries = new Set(
      details.flatMap((d) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(d)?.[1] ?? []),
    );
    return details.filter((d) => {
      const scanned = /^SCAN (\w+)/.exec(d)?.[1];
      const readsAllCases =
        scanned !== undefined &&
        !subqueries.has(scanned) &&
        !/VIRTUAL TABLE/.test(d) &&
        /^SCAN (cases|recent)\b/.test(d);
      return readsAllCases || (!readsFts && /USE TEMP B-TREE FOR ORDER BY/.test(d));
    });
  }
  // With sequential scans priced out, a Seq Scan left in the plan means no index can serve it.
  // A filter that computes the word vector reads cases one by one instead of asking the word
  // index (the plan PostgreSQL chose at 1M for a whole-ASIN search: 11 s a page).
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const plan = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
      );
      return plan.rows
        .map((r) => r['QUERY PLAN'])
        .filter((line) => /Seq Scan on cases\b|Filter: .*to_tsvector/.test(line));
    } finally {
      await sql`set enable_seqscan = on`.execute(connection);
    }
  });
}
