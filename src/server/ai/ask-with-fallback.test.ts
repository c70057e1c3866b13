import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Case } from '../../domain/case';
import { analyzeEmail } from '../analysis/analyze-email';
import { DEBRIEF_OPERATION, draftDebriefWithDefaultProvider } from '../debriefs/debrief-llm';
import { DOCUMENT_ANALYSIS_OPERATION, scoreWithDefaultProvider } from '../documents/document-llm';
import { draftPlanOfAction } from '../package/plan-of-action';
import {
  draftPlanOfActionWithDefaultProvider,
  PLAN_OF_ACTION_OPERATION,
} from '../package/plan-of-action-llm';
import { KEY_UNREADABLE_MESSAGE } from '../settings/llm-settings.service';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { askWithFallback } from './ask-with-fallback';
import {
  EMAIL_ANALYSIS_OPERATION,
  analyzeEmailWithDefaultProvider,
} from '../analysis/email-analysis.service';
import { FALLBACK_NOTE } from '../analysis/email-answer';
import { useFakeOpenAiAsDefault } from './test-support/fake-openai-default';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from './test-support/fake-provider-server';
import { sealStoredKeyUnderAnotherMasterKey } from './test-support/unreadable-key';

const NOW = new Date('2026-11-22T09:00:00Z');

const EMAIL = `Subject: Your listing has been suppressed

We have removed your listing for ASIN B0CPX7Q2ZZ because we received a product safety complaint.
Please send a Children's Product Certificate within 7 days.`;

const builtinScore = {
  relevanceScore: 0.9,
  completenessScore: 0.5,
  complianceScore: 1,
  feedback: 'BUILTIN score feedback.',
  missingElements: ['Signature'],
};

const builtinDebrief = {
  outcome: 'Approved' as const,
  summary: 'BUILTIN summary.',
  successFactors: [],
  lessonsLearned: [],
  recommendations: ['BUILTIN recommendation.'],
  impact: {
    resolutionDays: 4,
    documentsSubmitted: 1,
    communicationsCount: 2,
    amazonEmails: 1,
    rejectionsBeforeOutcome: 0,
    firstResponseHours: null,
    averageDocumentRelevance: null,
    sellerAverageResolutionDays: null,
    sellerAverageDocuments: null,
    sellerResolvedCases: 0,
  },
};

/** Each feature that asks the default provider: its call, and what its built-in fallback looks like. */
const features: Array<{
  name: string;
  operation: string;
  ask: (t: TestApp, c: Case) => Promise<unknown>;
  fallback: (c: Case) => unknown;
}> = [
  {
    name: 'e-mail analysis',
    operation: EMAIL_ANALYSIS_OPERATION,
    ask: (t) => analyzeEmailWithDefaultProvider(t.ctx, EMAIL),
    fallback: () => {
      const builtin = analyzeEmail(EMAIL, { today: NOW });
      return {
        ...builtin,
        provider: 'builtin',
        analysisText: `${FALLBACK_NOTE}. ${builtin.analysisText}`,
      };
    },
  },
  {
    name: 'document scoring',
    operation: DOCUMENT_ANALYSIS_OPERATION,
    ask: (t, c) =>
      scoreWithDefaultProvider(t.ctx, {
        type: 'Invoice',
        text: 'Invoice INV-1 for yoga mats',
        context: c,
        builtin: builtinScore,
      }),
    fallback: () => ({
      provider: 'builtin',
      score: {
        ...builtinScore,
        feedback: `${builtinScore.feedback} (Scored by the built-in checker: the AI provider was unavailable.)`,
      },
    }),
  },
  {
    name: 'plan of action',
    operation: PLAN_OF_ACTION_OPERATION,
    ask: (t, c) => draftPlanOfActionWithDefaultProvider(t.ctx, c, null, []),
    fallback: (c) => draftPlanOfAction(c, null, []),
  },
  {
    name: 'debrief',
    operation: DEBRIEF_OPERATION,
    ask: (t, c) => draftDebriefWithDefaultProvider(t.ctx, c, builtinDebrief),
    fallback: () => ({ ...builtinDebrief, provider: 'builtin' }),
  },
];

describe.each(dialectsUnderTest())('asking the default provider on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeProviderServer;
  let admin: string;
  let c: Case;

  const failures = () => t.ctx.db.selectFrom('aiFailures').selectAll().execute();
  const ask = () =>
    askWithFallback(t.ctx, {
      operation: 'probe',
      category: 'other',
      format: 'Answer with one JSON object: {"word": string}',
      user: 'Say a word.',
      schema: z.object({ word: z.string() }),
      builtIn: 'BUILTIN',
      fromAnswer: (answer, provider) => `${provider}:${answer.word}`,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.setNow(NOW);
    fake = await startFakeProviderServer({ defaultAnswer: { word: 'hello' } });
    admin = await signIn(t.app, (await createTestUser(t.ctx, { role: 'admin' })).email);
    const seller = await signIn(t.app, (await createTestUser(t.ctx)).email);
    c = await createCaseViaApi(t.app, seller, {
      caseType: 'FBA Lock',
      title: 'Locked yoga mats',
      asin: 'B0YOGAMAT5',
    });
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
  beforeEach(async () => {
    await useFakeOpenAiAsDefault(t.app, t.ctx, admin, fake);
    fake.reset();
    await t.ctx.db.deleteFrom('aiFailures').execute();
  });

  it("says the provider answered, and hands back the caller's result made from the answer", async () => {
    expect(await ask()).toEqual({ source: 'provider', provider: 'openai', value: 'openai:hello' });
    expect(await failures()).toHaveLength(0);
  });

  it('answers with the built-in value and records nothing when the provider has no key', async () => {
    await t.ctx.db.updateTable('llmProviderSettings').set({ apiKeySealed: null }).execute();
    expect(await ask()).toEqual({ source: 'builtin', hasFailed: false, value: 'BUILTIN' });
    expect(fake.requests).toHaveLength(0);
    expect(await failures()).toHaveLength(0);
  });

  it('answers with the built-in value and records the failure on an answer outside the schema', async () => {
    fake.script(...Array.from({ length: 2 }, () => ({ type: 'success' as const, answer: {} })));
    expect(await ask()).toEqual({ source: 'builtin', hasFailed: true, value: 'BUILTIN' });
    expect(await failures()).toMatchObject([
      { provider: 'openai', operation: 'probe', kind: 'invalid_answer' },
    ]);
  });

  it.each(features)(
    '$name falls back to its built-in answer and records the failure when the stored key no longer opens',
    async ({ operation, ask: askFeature, fallback }) => {
      await sealStoredKeyUnderAnotherMasterKey(t.ctx, 'openai');
      expect(await askFeature(t, c)).toEqual(fallback(c));
      expect(fake.requests).toHaveLength(0);
      expect(await failures()).toMatchObject([
        { provider: 'openai', operation, kind: 'not_configured', message: KEY_UNREADABLE_MESSAGE },
      ]);
    },
  );
});
