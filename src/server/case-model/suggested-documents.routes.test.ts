import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { insertAnalyzedDocument } from '../test-support/document-factory';
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

  // Issue 12: satisfaction used to go by type alone (any Invoice ticked Supplier Invoices, even a
  // poor one). Now a document satisfies what its own analysed text covers, if it is not poor.
  it('marks a requirement satisfied by a document whose text covers it, not by its type', async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const insert = (id: string, type: 'Invoice' | 'Letter', text: string, relevance: number) =>
      insertAnalyzedDocument(t.ctx.db, {
        id: `${id}-${c.id}`,
        caseId: c.id,
        name: `${id}.pdf`,
        type,
        storageKey: `k-${id}-${c.id}`,
        relevanceScore: relevance,
        completenessScore: 0.9,
        complianceScore: 0.9,
        extractedText: text,
      });
    // Uploaded as an Invoice, but its text is a price list: it covers nothing.
    await insert('price-list', 'Invoice', 'Price list 2026: kettles, toasters.', 0.9);
    // Poor relevance: satisfies nothing even though it is an invoice.
    await insert('poor-invoice', 'Invoice', 'INVOICE No 1 Qty 5 units Total 10 USD', 0.5);
    const find = async (name: string) =>
      (await suggested(cookie, c.id)).json().find((d: { name: string }) => d.name === name);
    expect(await find('Supplier Invoices')).toMatchObject({ satisfied: false, satisfiedBy: null });

    await insert('invoice', 'Invoice', 'INVOICE No 42 Qty 500 units Unit price 4.20 Total', 0.9);
    expect(await find('Supplier Invoices')).toMatchObject({
      satisfied: true,
      satisfiedBy: `invoice-${c.id}`,
    });
    // An invoice is not proof of authenticity or chain of custody unless its text says so.
    expect(await find('Product Authenticity Documentation')).toMatchObject({ satisfied: false });
    expect(await find('Chain of Custody Documentation')).toMatchObject({ satisfied: false });
  });

  it("answers 404 for another seller's case", async () => {
    const c = await createCaseViaApi(t.app, cookie);
    const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
    expect((await suggested(other, c.id)).statusCode).toBe(404);
  });
});
