import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

// "Now" for this suite: Wednesday 2026-11-18, 12:00 UTC. The week began Sunday the 15th.
const NOW = new Date('2026-11-18T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe.each(dialectsUnderTest())('case list filters on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    const seed = async (key: string, at: Date, fields: Parameters<typeof createCaseViaApi>[2]) => {
      t.setNow(at);
      ids[key] = (await createCaseViaApi(t.app, cookie, fields)).id;
    };
    await seed('kettle', NOW, {
      title: 'Kettle SUPPRESSED',
      asin: 'B0KETTLE01',
      caseType: 'Suppression',
      probabilityScore: 0.3,
      description: 'Safety complaint about the ÜBER kettle',
    });
    await seed('lock', daysAgo(2), {
      title: 'Inventory lock',
      asin: 'B0LOCKED02',
      caseType: 'FBA Lock',
      probabilityScore: 0.9,
      description: 'FBA inventory placed on hold',
      dueDate: '2026-11-20',
    });
    await seed('asin', daysAgo(10), {
      title: 'Category request',
      asin: 'B0ASINREQ3',
      caseType: 'ASIN Request',
      probabilityScore: 0.6,
      description: 'Information request for 100% cotton_shirt',
    });
    await seed('old', daysAgo(60), {
      title: 'Old appeal',
      asin: 'B0OLDCASE4',
      caseType: 'Suppression',
      probabilityScore: 0.55,
      description: 'Listing removed',
      dueDate: '2026-10-01',
    });
    await seed('ancient', daysAgo(200), {
      title: 'Ancient',
      asin: 'B0ANCIENT5',
      caseType: 'FBA Lock',
      probabilityScore: 0.2,
      description: 'Old lock',
    });
    // Touch the oldest one last, so "recently updated" differs from "newest".
    t.setNow(new Date(NOW.getTime() + 1000));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${ids.ancient}`,
      headers: { cookie },
      // A probability changed in the same save stands (a status change alone recomputes it).
      payload: { status: 'Documentation Needed', probabilityScore: 0.1 },
    });
    t.setNow(new Date(NOW.getTime() + 2000));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${ids.old}`,
      headers: { cookie },
      payload: { status: 'In Progress', probabilityScore: 0.5 },
    });
    t.setNow(NOW);
    // Another seller's case must never show up in these lists.
    const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
    await createCaseViaApi(t.app, other, { title: 'Kettle of another seller' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/cases?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { id: string; daysLeft: number | null }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const keys = (body: { items: { id: string }[] }) =>
    body.items.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

  it('searches title, ASIN and description, case-insensitively', async () => {
    expect(keys(await list('search=kettle'))).toEqual(['kettle']);
    expect(keys(await list('search=b0locked'))).toEqual(['lock']);
    expect(keys(await list('search=PLACED ON HOLD'))).toEqual(['lock']);
    expect(keys(await list('search=über'))).toEqual(['kettle']);
    // LIKE wildcards in the term are matched literally.
    expect(keys(await list(`search=${encodeURIComponent('100%')}`))).toEqual(['asin']);
    expect(keys(await list('search=cotton_shirt'))).toEqual(['asin']);
    expect(keys(await list('search=cotton%25shirt'))).toEqual([]);
  });

  it('filters by status and by case type', async () => {
    expect(keys(await list('status=In%20Progress'))).toEqual(['old']);
    expect(keys(await list('caseType=FBA%20Lock'))).toEqual(['lock', 'ancient']);
    expect(keys(await list('caseType=Suppression&status=New'))).toEqual(['kettle']);
  });

  it('filters by date range', async () => {
    expect(keys(await list('dateRange=today'))).toEqual(['kettle']);
    expect(keys(await list('dateRange=week'))).toEqual(['kettle', 'lock']);
    expect(keys(await list('dateRange=month'))).toEqual(['kettle', 'lock', 'asin']);
    expect(keys(await list('dateRange=3months'))).toEqual(['kettle', 'lock', 'asin', 'old']);
    expect((await list('dateRange=all')).total).toBe(5);
  });

  it('sorts newest, oldest, recently updated and by probability', async () => {
    expect(keys(await list('sort=newest'))).toEqual(['kettle', 'lock', 'asin', 'old', 'ancient']);
    expect(keys(await list('sort=oldest'))).toEqual(['ancient', 'old', 'asin', 'lock', 'kettle']);
    expect(keys(await list('sort=updated')).slice(0, 2)).toEqual(['old', 'ancient']);
    expect(keys(await list('sort=probability'))).toEqual([
      'lock',
      'asin',
      'old',
      'kettle',
      'ancient',
    ]);
  });

  it('lists urgent cases: awaiting the seller, due within 3 days or overdue, overdue first', async () => {
    const urgent = await list('urgent=true');
    // Today is 2026-11-18: 'old' was due 2026-10-01, 'lock' is due 2026-11-20; the others have
    // no deadline, so nothing makes them urgent.
    expect(keys(urgent)).toEqual(['old', 'lock']);
    expect(urgent.items.map((c) => c.daysLeft)).toEqual([-48, 2]);
    expect(urgent.total).toBe(2);
    // A case already with Amazon waits on Amazon, not on the seller.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${ids.lock}`,
      headers: { cookie },
      payload: { status: 'Submitted to Amazon' },
    });
    expect(keys(await list('urgent=true'))).toEqual(['old']);
  });

  it('paginates with a total', async () => {
    const first = await list('pageSize=2&page=1');
    const third = await list('pageSize=2&page=3');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(keys(first)).toEqual(['kettle', 'lock']);
    expect(keys(third)).toEqual(['ancient']);
    expect(
      (await t.app.inject({ url: '/api/cases?pageSize=101', headers: { cookie } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/cases?status=Bogus', headers: { cookie } })).statusCode,
    ).toBe(400);
  });
});
