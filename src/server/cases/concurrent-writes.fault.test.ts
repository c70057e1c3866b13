import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('writes to one case at once on %s', (dialect) => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const newCase = () => createCaseViaApi(t.app, seller.cookie);
  const systemEntries = async (caseId: string) =>
    (await seller.request('GET', `/api/cases/${caseId}`))
      .json()
      .communications.filter((m: { type: string }) => m.type === 'System')
      .map((m: { content: string }) => m.content) as string[];

  describe('F55: status changes at once are each checked against the status before all of them', () => {
    it('Approved and Rejected sent at once to a submitted case: one outcome wins, the others get 409 — held', async () => {
      const c = await newCase();
      expect(
        (await seller.request('PATCH', `/api/cases/${c.id}`, { status: 'Submitted to Amazon' }))
          .statusCode,
      ).toBe(200);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          seller.request('PATCH', `/api/cases/${c.id}`, {
            status: i % 2 ? 'Approved' : 'Rejected',
          }),
        ),
      );
      const ok = responses.filter((r) => r.statusCode === 200);
      const winner = ok[0]!.json().status as string;
      // Repeating the winning status is no change; the other outcome is no longer a legal move.
      expect(ok.every((r) => r.json().status === winner)).toBe(true);
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
      const changes = (await systemEntries(c.id)).filter((e) => e.startsWith('Status changed'));
      expect(changes).toHaveLength(2);
      expect(changes[1]).toContain(`from Submitted to Amazon to ${winner}`);
      const stats = (await seller.request('GET', '/api/stats/dashboard')).json();
      expect(stats.statuses[winner]).toBe(1);
    });
  });

  describe('F56: an edit, a note or a look at the requirements while the case is deleted answers 500', () => {
    it('edits, notes, reads and two deletes at once: 2xx or 404, one delete and one audit entry — held', async () => {
      const audits = async () =>
        (
          await t.ctx.db
            .selectFrom('auditLog')
            .select('id')
            .where('action', '=', 'case.deleted')
            .execute()
        ).length;
      const before = await audits();
      for (let round = 0; round < 5; round += 1) {
        const c = await newCase();
        const responses = await Promise.all([
          seller.request('PATCH', `/api/cases/${c.id}`, { status: 'In Progress' }),
          seller.request('PATCH', `/api/cases/${c.id}`, { title: 'Renamed meanwhile' }),
          seller.request('DELETE', `/api/cases/${c.id}`),
          seller.request('DELETE', `/api/cases/${c.id}`),
          seller.request('POST', `/api/cases/${c.id}/communications`, {
            type: 'Note',
            content: 'Called the account manager',
          }),
          seller.request('GET', `/api/cases/${c.id}/requirements`),
        ]);
        for (const r of responses) {
          expect([200, 201, 204, 404], r.body).toContain(r.statusCode);
          if (r.statusCode === 404) expect(r.json().error.code).toBe('NOT_FOUND');
        }
        expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);
      }
      expect((await audits()) - before).toBe(5);
      const left = await t.ctx.db
        .selectFrom('communications')
        .leftJoin('cases', 'cases.id', 'communications.caseId')
        .select('communications.id')
        .where('cases.id', 'is', null)
        .execute();
      expect(left).toHaveLength(0);
    });
  });
});
