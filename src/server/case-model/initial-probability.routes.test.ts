import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseAssessment } from '../../domain/case-assessment';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { inventoryHoldNotice, kettleCase } from './test-support/fba-hold-scenario';

/**
 * One success probability (issue 12): the analysis the wizard shows says what a case made from
 * the e-mail will open with, and why, in the case page's own factors. Before, the wizard showed
 * the analyzer's own estimate (issue base rates: 51 %) and the new case opened at the case
 * model's (prior and missing requirements: 35 %).
 */
describe.each(dialectsUnderTest())('the analysed probability is the new case’s (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.setNow(new Date('2026-11-23T10:00:00Z'));
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('the wizard’s figure and its reasons are the case’s when it opens', async () => {
    const analysed = await call('POST', '/api/analysis/email', { content: inventoryHoldNotice });
    expect(analysed.statusCode).toBe(200);
    const analysis = analysed.json() as EmailAnalysis;

    const created = await call('POST', '/api/cases', {
      ...kettleCase,
      emailContent: inventoryHoldNotice,
    });
    expect(created.statusCode).toBe(201);
    const assessment = (
      await call('GET', `/api/cases/${created.json().id as string}/assessment`)
    ).json() as CaseAssessment;

    expect(analysis.probabilityScore).toBe(assessment.probabilityScore);
    // The sentence names the same factors: the prior first, then what is missing and the time left.
    const reasons = assessment.factors.map((f) => f.label);
    expect(reasons[0]).toMatch(/approval rate for FBA Lock cases/);
    for (const reason of reasons) expect(analysis.analysisText).toContain(reason);
    expect(analysis.analysisText).toContain(
      `Estimated success probability ${Math.round(assessment.probabilityScore * 100)}%`,
    );
  });

  it('an e-mail that is no notice keeps the neutral figure', async () => {
    const analysed = await call('POST', '/api/analysis/email', {
      content: 'Your payment is on its way. We sent a disbursement to your bank account.',
    });
    expect((analysed.json() as EmailAnalysis).probabilityScore).toBe(0.5);
  });
});
