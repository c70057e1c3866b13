import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('dashboard stats on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows zeros for a new seller, then real figures as cases move', async () => {
    const cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    const stats = async () =>
      (await t.app.inject({ url: '/api/stats/dashboard', headers: { cookie } })).json();
    expect(await stats()).toEqual({
      totalCases: 0,
      openCases: 0,
      resolvedCases: 0,
      successRate: 0,
      averageDaysToResolution: 0,
      caseTypes: { Suppression: 0, 'FBA Lock': 0, 'ASIN Request': 0 },
      statuses: {
        New: 0,
        'In Progress': 0,
        'Documentation Needed': 0,
        'Submitted to Amazon': 0,
        Rejected: 0,
        Approved: 0,
        Closed: 0,
      },
    });

    const start = new Date('2026-05-01T00:00:00Z');
    const at = (days: number) => t.setNow(new Date(start.getTime() + days * 86_400_000));
    const move = (id: string, ...statuses: string[]) =>
      statuses.reduce(
        (p, status) =>
          p.then(() =>
            t.app
              .inject({
                method: 'PATCH',
                url: `/api/cases/${id}`,
                headers: { cookie },
                payload: { status },
              })
              .then(() => undefined),
          ),
        Promise.resolve(),
      );

    at(0);
    const a = await createCaseViaApi(t.app, cookie, { caseType: 'Suppression' });
    const b = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    await createCaseViaApi(t.app, cookie, { caseType: 'ASIN Request' });
    at(4);
    await move(a.id, 'Submitted to Amazon', 'Approved'); // resolved after 4 days
    at(10);
    await move(b.id, 'Submitted to Amazon', 'Approved', 'Closed'); // resolved after 10 days
    await move(c.id, 'Submitted to Amazon', 'Rejected');
    t.setNow(new Date());

    const s = await stats();
    expect(s).toMatchObject({
      totalCases: 4,
      openCases: 1,
      resolvedCases: 2,
      caseTypes: { Suppression: 1, 'FBA Lock': 2, 'ASIN Request': 1 },
      statuses: { New: 1, Approved: 1, Closed: 1, Rejected: 1 },
    });
    expect(s.successRate).toBeCloseTo(2 / 3, 5);
    expect(s.averageDaysToResolution).toBeCloseTo(7, 3);
  });
});
