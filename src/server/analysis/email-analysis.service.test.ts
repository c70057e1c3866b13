import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analysisCategories } from '../../domain/email-analysis';
import { analyzeEmail } from './analyze-email';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { analyzeEmailWithDefaultProvider } from './email-analysis.service';
import type { EmailAnswer } from './email-answer';
import { passConnectionTest } from '../ai/test-support/fake-openai-default';
import { shortenAiTiming } from '../ai/test-support/shorten-ai-timing';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../ai/test-support/fake-provider-server';

const EMAIL = `Subject: Your listing has been suppressed

Hello,

We have removed your listing for ASIN B0CPX7Q2ZZ because we received a product safety complaint.
To reinstate it, please send a Children's Product Certificate and laboratory test reports from a
CPSC-accepted lab. Please respond within 7 days.

Amazon Seller Performance`;

const answer: EmailAnswer = {
  caseType: 'Suppression',
  category: 'suppression',
  identifiedIssue: 'Product safety (children’s product)',
  keyIssues: [
    'We have removed your listing for ASIN B0CPX7Q2ZZ because we received a product safety complaint.',
  ],
  probabilityScore: 0.64,
  analysisText: 'LLM ANALYSIS: a safety suppression that a CPC and lab reports usually resolve.',
  nextSteps: ['Send the CPC and the lab reports through the appeal form'],
  // B0NOTINMAIL is invented by the model and must be dropped.
  asins: ['B0CPX7Q2ZZ', 'B0NOTINMAIL'],
  deadline: '2026-11-29',
  requestedDocuments: [
    {
      name: "Children's Product Certificate",
      description: 'CPC naming the CPSC rules',
      importance: 'Critical',
      documentTypes: ['Certificate'],
    },
  ],
};

describe.each(dialectsUnderTest())(
  'e-mail analysis through the default provider on %s',
  (dialect) => {
    let t: TestApp;
    let fake: FakeProviderServer;
    let admin: string;
    let seller: string;
    let waits: number[] = [];

    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/llm-settings',
        headers: { cookie: admin },
        payload,
      });
    const failures = async () =>
      await t.ctx.db.selectFrom('aiFailures').selectAll().orderBy('occurredAt').execute();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      t.setNow(new Date('2026-11-22T09:00:00Z'));
      fake = await startFakeProviderServer({ defaultAnswer: answer });
      shortenAiTiming(t.ctx, {
        retry: { baseDelayMs: 1, sleep: async (ms) => void waits.push(ms) },
        timeouts: { analysisMs: 300 },
      });
      admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
      seller = await signIn(t.app, (await createTestUser(t.ctx)).email);
      for (const category of analysisCategories) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/prompts/${category}`,
          headers: { cookie: admin },
          payload: { text: `PROMPT-${category}` },
        });
      }
    });
    afterAll(async () => {
      await fake.close();
      await t.close();
    });
    beforeEach(async () => {
      fake.reset();
      waits = [];
      await t.ctx.db.deleteFrom('aiFailures').execute();
    });

    it('uses the built-in analyzer, recording nothing, while the default provider has no key', async () => {
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(result.provider).toBe('builtin');
      expect(result.analysisText).not.toContain('AI provider unavailable');
      expect(fake.requests).toHaveLength(0);
      expect(await failures()).toHaveLength(0);
    });

    it('answers with the built-in analyzer until the saved settings pass a connection test', async () => {
      const openai = (model: string) => ({
        defaultProvider: 'openai',
        llmSettings: {
          openai: {
            apiKey: fake.apiKey,
            baseUrl: `${fake.url}/v1`,
            model,
            maxTokens: 1500,
            temperature: 0.3,
          },
        },
      });
      const inUse = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/llm-settings',
            headers: { cookie: admin },
          })
        ).json();
      expect((await put(openai('gpt-4o-mini'))).statusCode).toBe(200);
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('builtin');
      expect(fake.requests).toHaveLength(0);
      expect(await failures()).toHaveLength(0);
      expect(await inUse()).toMatchObject({
        defaultProvider: 'openai',
        providerInUse: {
          provider: 'builtin',
          note: expect.stringContaining('has not passed a connection test'),
        },
        llmSettings: { openai: { hasApiKey: true, verifiedAt: null } },
      });

      await passConnectionTest(t.app, admin, fake);
      expect((await inUse()).providerInUse.provider).toBe('openai');
      expect((await inUse()).llmSettings.openai.verifiedAt).toBe('2026-11-22T09:00:00.000Z');
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('openai');

      // Another model is other settings: tested again before sellers' mail goes to it.
      await put(openai('gpt-4o'));
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('builtin');
      expect((await inUse()).providerInUse.provider).toBe('builtin');
      await put(openai('gpt-4o-mini'));
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('openai');
    });

    it('asks the configured provider with the category prompt, validates and merges the answer', async () => {
      await put({
        defaultProvider: 'openai',
        llmSettings: {
          openai: {
            apiKey: fake.apiKey,
            baseUrl: `${fake.url}/v1`,
            model: 'gpt-4o-mini',
            maxTokens: 1500,
            temperature: 0.3,
          },
        },
      });
      const builtin = analyzeEmail(EMAIL, { today: new Date('2026-11-22T12:00:00Z') });
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);

      expect(result).toMatchObject({
        provider: 'openai',
        analysisText: answer.analysisText,
        probabilityScore: 0.64,
        deadline: '2026-11-29',
      });
      expect(result.asins).toContain('B0CPX7Q2ZZ');
      expect(result.asins).not.toContain('B0NOTINMAIL');
      // Built-in suggestions keep their ids; the LLM's extra one is added.
      for (const doc of builtin.suggestedDocuments)
        expect(result.suggestedDocuments.map((d) => d.id)).toContain(doc.id);
      expect(result.suggestedDocuments.length).toBeGreaterThanOrEqual(
        builtin.suggestedDocuments.length,
      );

      const sent = fake.requests[0]!;
      expect(sent.body).toMatchObject({
        model: 'gpt-4o-mini',
        max_tokens: 1500,
        temperature: 0.3,
        response_format: { type: 'json_object' },
      });
      const messages = sent.body.messages as { role: string; content: string }[];
      expect(messages[0]?.content).toContain(`PROMPT-${builtin.category}`);
      expect(messages[1]?.content).toContain('B0CPX7Q2ZZ');
      expect(await failures()).toHaveLength(0);
    });

    it('fills the structured fields from the answer and takes invalid ones from the built-in analysis', async () => {
      fake.script({
        type: 'success',
        answer: {
          ...answer,
          kind: 'appeal-rejected',
          confidence: 0.91,
          probabilityScore: 7,
          requestedDocuments: ['laboratory-test-reports', 'Safety Certification', 'made-up-id'],
          withdrawnDocuments: ['supplier-invoices'],
          deadline: 'next week',
        },
      });
      const builtin = analyzeEmail(EMAIL, { today: new Date('2026-11-22T09:00:00Z') });
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(result).toMatchObject({
        provider: 'openai',
        kind: 'appeal-rejected',
        confidence: 0.91,
        uncertainty: null,
        // 7 is no probability: the built-in one stands in; 'next week' is no date.
        probabilityScore: builtin.probabilityScore,
        deadline: builtin.deadline,
        requestedDocuments: ['laboratory-test-reports', 'safety-certification'],
        withdrawnDocuments: ['supplier-invoices'],
      });
      expect(builtin.deadline).toBe('2026-11-29');
      expect(await failures()).toHaveLength(0);
    });

    it("takes the provider's word that the e-mail states no deadline", async () => {
      fake.script({ type: 'success', answer: { ...answer, deadline: null } });
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(result.provider).toBe('openai');
      expect(result.deadline).toBeNull();
    });

    it('honours Retry-After on 429 and still answers with the provider', async () => {
      fake.script({ type: 'status', status: 429, retryAfter: '2' });
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(result.provider).toBe('openai');
      expect(fake.requests).toHaveLength(2);
      expect(waits).toEqual([2000]);
    });

    it('after a malformed answer and an invalid one, falls back with the note and records the failure', async () => {
      fake.script(
        { type: 'malformed' },
        { type: 'success', answer: { ...answer, caseType: 'Bogus' } },
      );
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(fake.requests).toHaveLength(2);
      expect(result.provider).toBe('builtin');
      expect(result.analysisText).toMatch(/^AI provider unavailable, used built-in analysis/);
      expect(await failures()).toMatchObject([
        { provider: 'openai', operation: 'email-analysis', kind: 'invalid_answer' },
      ]);
    });

    it('falls back after 500s exhausted the retries', async () => {
      fake.script(...Array.from({ length: 3 }, () => ({ type: 'status' as const, status: 500 })));
      const result = await analyzeEmailWithDefaultProvider(t.ctx, EMAIL);
      expect(fake.requests).toHaveLength(3);
      expect(result.provider).toBe('builtin');
      expect(await failures()).toMatchObject([{ kind: 'server_error', status: 500 }]);
    });

    it('falls back at once on 401 and on a timeout', async () => {
      fake.script({ type: 'status', status: 401 });
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('builtin');
      expect(fake.requests).toHaveLength(1);
      fake.script({ type: 'hang' });
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('builtin');
      expect((await failures()).map((f) => f.kind)).toEqual(['unauthorized', 'timeout']);
    });

    it('POST /api/analysis/email answers sellers, with the fallback note when the provider fails', async () => {
      fake.script({ type: 'status', status: 401 });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/email',
        headers: { cookie: seller },
        payload: { content: EMAIL },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().analysisText).toMatch(
        /^AI provider unavailable, used built-in analysis/,
      );
      // The structured fields travel through the route's response schema.
      expect(response.json()).toMatchObject({
        kind: 'initial',
        deadline: '2026-11-29',
        followUpDate: '2026-11-29',
        requestedDocuments: ['safety-certification', 'laboratory-test-reports'],
        withdrawnDocuments: [],
      });
      expect(response.json().confidence).toBeGreaterThan(0);
      const blank = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/email',
        headers: { cookie: seller },
        payload: { content: '  ' },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toBe('Please paste the Amazon email content');
      const admins = await t.app.inject({
        method: 'GET',
        url: '/api/admin/ai-failures',
        headers: { cookie: admin },
      });
      expect(admins.json().items[0]).toMatchObject({
        provider: 'openai',
        kind: 'unauthorized',
        status: 401,
      });
    });

    it('the built-in provider can be chosen outright', async () => {
      await put({ defaultProvider: 'builtin' });
      expect((await analyzeEmailWithDefaultProvider(t.ctx, EMAIL)).provider).toBe('builtin');
      expect(fake.requests).toHaveLength(0);
    });
  },
);
