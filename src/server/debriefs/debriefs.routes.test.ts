import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { insertAnalyzedDocument } from '../test-support/document-factory';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('debriefs on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let call: Awaited<ReturnType<typeof signedInUser>>['request'];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie, request: call } = await signedInUser(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a debrief before the case is resolved, then builds it from the real history', async () => {
    const start = new Date('2026-06-01T09:00:00Z');
    const at = (hours: number) => t.setNow(new Date(start.getTime() + hours * 3_600_000));
    at(0);
    const c = await createCaseViaApi(t.app, cookie, {
      caseType: 'FBA Lock',
      title: 'Locked yoga mats',
      asin: 'B0YOGAMAT1',
      emailContent:
        'Your FBA inventory for ASIN B0YOGAMAT1 is at risk because we received an authenticity complaint. Provide invoices.',
    });
    expect((await call('GET', `/api/cases/${c.id}/debrief`)).statusCode).toBe(404);
    expect((await call('POST', `/api/cases/${c.id}/debrief`)).json().error.code).toBe('CONFLICT');

    await insertAnalyzedDocument(t.ctx.db, {
      id: `d-${c.id}`,
      caseId: c.id,
      storageKey: 'k',
      uploadedAt: start.toISOString(),
      relevanceScore: 0.92,
      completenessScore: 0.8,
      complianceScore: 0.9,
      missingElements: JSON.stringify(['Supplier contact']),
    });
    at(5);
    await call('POST', `/api/cases/${c.id}/communications`, {
      type: 'Response',
      content: 'Invoices attached.',
    });
    at(24);
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Submitted to Amazon' });
    at(48);
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Rejected' });
    at(60);
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Submitted to Amazon' });
    at(96);
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Approved' });

    const created = await call('POST', `/api/cases/${c.id}/debrief`);
    expect(created.statusCode).toBe(201);
    const debrief = created.json();
    expect(debrief).toMatchObject({ caseId: c.id, outcome: 'Approved' });
    expect(debrief.impact).toMatchObject({
      resolutionDays: 4,
      documentsSubmitted: 1,
      communicationsCount: 2,
      amazonEmails: 1,
      rejectionsBeforeOutcome: 1,
      firstResponseHours: 5,
    });
    expect(debrief.impact.averageDocumentRelevance).toBeCloseTo(0.92);
    expect(debrief.summary).toContain('Locked yoga mats');
    expect(debrief.summary).toContain('4 days');
    expect(debrief.successFactors.join(' ')).toContain('92% relevance');
    expect(debrief.lessonsLearned.join(' ')).toContain('1 rejection');
    expect(debrief.lessonsLearned.join(' ')).toContain('Supplier contact');
    expect((await call('GET', `/api/cases/${c.id}/debrief`)).json()).toEqual(debrief);

    // Regenerating replaces the stored one.
    at(100);
    const again = (await call('POST', `/api/cases/${c.id}/debrief`)).json();
    expect(again.id).not.toBe(debrief.id);
    expect((await call('GET', `/api/cases/${c.id}/debrief`)).json().id).toBe(again.id);
    t.setNow(new Date());
  });
});
