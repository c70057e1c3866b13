import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('suggested documents on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const suggested = async (c: string, id: string) =>
    t.app.inject({ url: `/api/cases/${id}/suggested-documents`, headers: { cookie: c } });

  it("uses the case type's documents when no e-mail was analysed, sorted by importance", async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const body = (await suggested(cookie, c.id)).json();
    expect(
      body
        .map((d: { name: string }) => d.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Authorization Letter', 'Supplier Invoices']);
    const order = ['Critical', 'High', 'Medium', 'Low'];
    const ranks = body.map((d: { importance: string }) => order.indexOf(d.importance));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(body.every((d: { satisfied: boolean }) => !d.satisfied)).toBe(true);
  });

  it('marks a suggestion satisfied by an uploaded document of a matching type', async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    await t.ctx.db
      .insertInto('documents')
      .values({
        id: `inv-${c.id}`,
        caseId: c.id,
        name: 'invoice.pdf',
        type: 'Invoice',
        mimeType: 'application/pdf',
        size: 1,
        storageKey: 'k',
        uploadedAt: new Date().toISOString(),
        status: 'analyzed',
        missingElements: '[]',
      })
      .execute();
    const invoices = (await suggested(cookie, c.id))
      .json()
      .find((d: { name: string }) => d.name === 'Supplier Invoices');
    expect(invoices).toMatchObject({ satisfied: true, satisfiedBy: `inv-${c.id}` });
  });

  it("answers 404 for another seller's case", async () => {
    const c = await createCaseViaApi(t.app, cookie);
    const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
    expect((await suggested(other, c.id)).statusCode).toBe(404);
  });
});
