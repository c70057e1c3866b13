import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useFakeOpenAiAsDefault } from '../ai/test-support/fake-openai-default';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../ai/test-support/fake-provider-server';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { DEBRIEF_OPERATION } from './debrief-llm';

const answer = {
  summary: 'LLMSUMMARY The locked yoga mats case was approved after 4 days.',
  successFactors: ['LLMSUCCESS the supplier invoice scored 92% relevance.'],
  lessonsLearned: ['LLMLESSON one rejection came before the approval.'],
  recommendations: ['LLMRECOMMEND keep invoices for 365 days.'],
};

describe.each(dialectsUnderTest())('debrief through the default provider on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeProviderServer;
  let cookie: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const failures = () =>
    t.ctx.db
      .selectFrom('aiFailures')
      .selectAll()
      .where('operation', '=', DEBRIEF_OPERATION)
      .execute();
  const debriefRequests = () =>
    fake.requests.filter((r) => JSON.stringify(r.body).includes('Write the debrief'));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fake = await startFakeProviderServer({ defaultAnswer: answer });
    const admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    await useFakeOpenAiAsDefault(t.app, t.ctx, admin, fake, {
      prompt: { category: 'fba', text: 'PROMPT-fba' },
    });
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
  beforeEach(async () => {
    fake.reset();
    await t.ctx.db.deleteFrom('aiFailures').execute();
  });

  async function approvedCase(): Promise<string> {
    const c = await createCaseViaApi(t.app, cookie, {
      caseType: 'FBA Lock',
      title: 'Locked yoga mats',
      asin: 'B0YOGAMAT1',
    });
    await t.ctx.db
      .insertInto('documents')
      .values({
        id: `d-${c.id}`,
        caseId: c.id,
        name: 'invoice.pdf',
        type: 'Invoice',
        mimeType: 'application/pdf',
        size: 1,
        storageKey: 'k',
        uploadedAt: new Date().toISOString(),
        status: 'analyzed',
        relevanceScore: 0.92,
        completenessScore: 0.8,
        complianceScore: 0.9,
        missingElements: JSON.stringify(['Supplier contact']),
      })
      .execute();
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Submitted to Amazon' });
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Approved' });
    return c.id;
  }

  it("uses the provider's text from the built-in facts, keeping the computed outcome and impact", async () => {
    const caseId = await approvedCase();
    const created = await call('POST', `/api/cases/${caseId}/debrief`);
    expect(created.statusCode).toBe(201);
    const debrief = created.json();
    expect(debrief).toMatchObject({ ...answer, outcome: 'Approved', provider: 'openai' });
    expect(debrief.impact).toMatchObject({ documentsSubmitted: 1, averageDocumentRelevance: 0.92 });
    expect((await call('GET', `/api/cases/${caseId}/debrief`)).json()).toEqual(debrief);
    const [request] = debriefRequests();
    const messages = JSON.stringify(request?.body.messages);
    expect(messages).toContain('PROMPT-fba');
    expect(messages).toContain('Use only the facts');
    expect(messages).toContain('Supplier contact');
    expect(messages).toContain('documentsSubmitted');
    expect(await failures()).toHaveLength(0);
  });

  it('keeps the built-in debrief and records the failure on a malformed answer or an invalid one', async () => {
    const caseId = await approvedCase();
    fake.script(
      { type: 'malformed' },
      ...Array.from({ length: 3 }, () => ({
        type: 'success' as const,
        answer: { ...answer, summary: '' },
      })),
    );
    const debrief = (await call('POST', `/api/cases/${caseId}/debrief`)).json();
    expect(debrief.provider).toBe('builtin');
    expect(debrief.summary).toContain('Locked yoga mats');
    expect(debrief.summary).not.toContain('LLMSUMMARY');
    expect(debrief.lessonsLearned.join(' ')).toContain('Supplier contact');
    expect(debriefRequests().length).toBeGreaterThanOrEqual(1);
    expect(await failures()).toHaveLength(1);
  });

  it('keeps the built-in debrief and records the failure when the provider answers 500', async () => {
    const caseId = await approvedCase();
    fake.script(...Array.from({ length: 3 }, () => ({ type: 'status' as const, status: 500 })));
    const debrief = (await call('POST', `/api/cases/${caseId}/debrief`)).json();
    expect(debrief.provider).toBe('builtin');
    expect(debrief.summary).not.toContain('LLMSUMMARY');
    expect(debriefRequests()).toHaveLength(3);
    expect(await failures()).toMatchObject([
      { provider: 'openai', kind: 'server_error', status: 500 },
    ]);
  });
});
