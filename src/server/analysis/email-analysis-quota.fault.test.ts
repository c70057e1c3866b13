import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { EMAIL_ANALYSES_PER_MINUTE } from './email-analysis.routes';
import type { EmailAnswer } from './email-answer';
import { useFakeOpenAiAsDefault } from '../ai/test-support/fake-openai-default';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../ai/test-support/fake-provider-server';

const EMAIL = `Subject: Your listing has been suppressed

We have removed your listing for ASIN B0CPX7Q2ZZ because we received a product safety complaint.
Please send a Children's Product Certificate within 7 days.

Amazon Seller Performance`;

const answer: EmailAnswer = {
  caseType: 'Suppression',
  category: 'suppression',
  identifiedIssue: 'Product safety',
  keyIssues: ['We have removed your listing for ASIN B0CPX7Q2ZZ'],
  probabilityScore: 0.6,
  analysisText: 'LLM ANALYSIS',
  nextSteps: ['Send the CPC'],
  asins: ['B0CPX7Q2ZZ'],
  deadline: null,
  requestedDocuments: [],
};

describe.each(dialectsUnderTest())('paid e-mail analysis quota (%s)', (dialect) => {
  let t: TestApp;
  let fake: FakeProviderServer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fake = await startFakeProviderServer({ defaultAnswer: answer });
    const admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
    await useFakeOpenAiAsDefault(t.app, t.ctx, admin, fake);
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  const analyse = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analysis/email',
      headers: { cookie },
      payload: { content: EMAIL },
    });

  describe('F10: no anti-automation on costly work (LLM calls)', () => {
    it(`a seller past ${EMAIL_ANALYSES_PER_MINUTE} provider analyses a minute gets 429 with Retry-After, and the provider is not called — held`, async () => {
      const seller = await signIn(t.app, (await createTestUser(t.ctx)).email);
      const statuses: number[] = [];
      for (let n = 0; n < EMAIL_ANALYSES_PER_MINUTE + 5; n += 1) {
        statuses.push((await analyse(seller)).statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(EMAIL_ANALYSES_PER_MINUTE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      expect(fake.requests).toHaveLength(EMAIL_ANALYSES_PER_MINUTE);
      const refused = await analyse(seller);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The quota is per user: another seller is served.
      const other = await signIn(t.app, (await createTestUser(t.ctx)).email);
      expect((await analyse(other)).statusCode).toBe(200);
    });
  });
});
