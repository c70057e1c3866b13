import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

const NOTICE = `Hello,

We removed your listing for ASIN B0NEWNOTE1 because we received a product safety complaint.
To reactivate it, please provide a Children's Product Certificate and a test report from a CPSC-accepted laboratory.
You must respond by December 1, 2026.

Amazon Product Safety`;

describe.each(dialectsUnderTest())('communications on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await signIn(t.app, (await createTestUser(t.ctx, { name: 'Dana' })).email);
    other = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (c: string, caseId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/communications`,
      headers: { cookie: c },
      payload,
    });
  const list = (c: string, caseId: string) =>
    t.app.inject({ url: `/api/cases/${caseId}/communications`, headers: { cookie: c } });

  it('adds responses and notes with sentiment from their words, listed oldest first', async () => {
    const c = await createCaseViaApi(t.app, cookie);
    const response = await post(cookie, c.id, {
      type: 'Response',
      content: 'Thank you, we have attached the approved certificate.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      caseId: c.id,
      type: 'Response',
      sentiment: 'positive',
      keyIssues: [],
    });
    const note = await post(cookie, c.id, {
      type: 'Note',
      content: 'Supplier has not sent the invoice; the deadline is a problem.',
    });
    expect(note.json()).toMatchObject({ type: 'Note', sentiment: 'negative' });

    const entries = list(cookie, c.id);
    const body = (await entries).json() as { type: string; timestamp: string }[];
    expect(body.map((e) => e.type)).toEqual(['System', 'Response', 'Note']);
    expect([...body].sort((a, b) => a.timestamp.localeCompare(b.timestamp))).toEqual(body);
  });

  it('refuses blank content and System entries from clients', async () => {
    const c = await createCaseViaApi(t.app, cookie);
    const blank = await post(cookie, c.id, { type: 'Response', content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ content: 'Please enter a message' });
    expect(
      (await post(cookie, c.id, { type: 'System', content: 'Fake system entry' })).statusCode,
    ).toBe(400);
    expect((await list(cookie, c.id)).json()).toHaveLength(1);
  });

  it("hides another seller's case", async () => {
    const c = await createCaseViaApi(t.app, cookie);
    expect((await list(other, c.id)).statusCode).toBe(404);
    expect((await post(other, c.id, { type: 'Note', content: 'x' })).statusCode).toBe(404);
    expect((await list(cookie, c.id)).json()).toHaveLength(1);
  });

  it('analyses a pasted Amazon e-mail: key issues on the entry, deadline on the case, and says what changed', async () => {
    const c = await createCaseViaApi(t.app, cookie);
    const response = await post(cookie, c.id, { type: 'Amazon Email', content: NOTICE });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.type).toBe('Amazon Email');
    expect(body.sentiment).toBe('negative');
    expect(body.keyIssues.length).toBeGreaterThan(0);
    expect(body.changes).toContain('Response deadline set to Dec 1, 2026');

    const detail = (await t.app.inject({ url: `/api/cases/${c.id}`, headers: { cookie } })).json();
    expect(detail.dueDate).toBe('2026-12-01');
    expect(detail.communications.at(-1)).toMatchObject({ type: 'System' });
    expect(detail.communications.at(-1).content).toContain('New Amazon e-mail analysed');
  });
});
