import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseAssessment } from '../../domain/case-assessment';
import type { Requirement } from '../../domain/requirement';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
} from '../documents/test-support/documents-test-app';
import { closeExtraction } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  appealRejectedNotice,
  authorizationLetterDocx,
  inventoryHoldNotice,
  kettleCase,
  supplierInvoicePdf,
} from './test-support/fba-hold-scenario';

const TODAY = new Date('2026-11-23T10:00:00Z');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(dialectsUnderTest())('case model on %s', { timeout: 120_000 }, (dialect) => {
  let t: DocumentsTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createDocumentsTestApp(dialect);
    t.setNow(TODAY);
    cookie = await t.signInAs();
  });
  afterAll(async () => {
    await t.close();
    await closeExtraction();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, c = cookie) =>
    t.app.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload } : {}) });
  const assessment = async (id: string) =>
    (await call('GET', `/api/cases/${id}/assessment`)).json() as CaseAssessment;
  const requirements = async (id: string) =>
    (await call('GET', `/api/cases/${id}/requirements`)).json() as Requirement[];
  const byName = (list: Requirement[], name: string) => list.find((r) => r.name === name);

  async function uploadAndAnalyse(
    caseId: string,
    file: { data: Buffer; filename: string; contentType: string; type: string },
  ): Promise<string> {
    const uploaded = await t.upload(cookie, caseId, file);
    expect(uploaded.statusCode).toBe(202);
    await t.runJobs();
    const document = await t.getDocument(cookie, caseId, uploaded.json().id);
    expect(document.status).toBe('analyzed');
    return document.id;
  }

  async function kettleCaseWithDocuments() {
    const c = await createCaseViaApi(t.app, cookie, {
      ...kettleCase,
      emailContent: inventoryHoldNotice,
    });
    const invoiceId = await uploadAndAnalyse(c.id, {
      data: await supplierInvoicePdf(TODAY),
      filename: 'supplier-invoice.pdf',
      contentType: 'application/pdf',
      type: 'Invoice',
    });
    const letterId = await uploadAndAnalyse(c.id, {
      data: await authorizationLetterDocx(TODAY),
      filename: 'authorization-letter.docx',
      contentType: DOCX,
      type: 'Letter',
    });
    return { caseId: c.id, invoiceId, letterId };
  }

  it('follows the evidence through an FBA hold, two good documents and a rejection', async () => {
    const created = await createCaseViaApi(t.app, cookie, {
      ...kettleCase,
      emailContent: inventoryHoldNotice,
    });
    expect(created.dueDate).toBe('2026-12-03');
    const start = await assessment(created.id);
    expect(start.ready).toBe(false);
    expect(start.missing).toEqual(
      expect.arrayContaining(['Supplier Invoices', 'Authorization Letter']),
    );
    const initial = await requirements(created.id);
    expect(byName(initial, 'Supplier Invoices')).toMatchObject({
      importance: 'Critical',
      source: 'notice',
      verdict: 'missing',
      satisfiedBy: null,
    });
    expect(byName(initial, 'Chain of Custody Documentation')?.source).toBe('case-type');

    // A supplier invoice: the probability goes up, and it satisfies the invoice requirement only.
    const invoiceId = await uploadAndAnalyse(created.id, {
      data: await supplierInvoicePdf(TODAY),
      filename: 'supplier-invoice.pdf',
      contentType: 'application/pdf',
      type: 'Invoice',
    });
    const afterInvoice = await assessment(created.id);
    expect(afterInvoice.probabilityScore).toBeGreaterThan(start.probabilityScore);
    const withInvoice = await requirements(created.id);
    expect(byName(withInvoice, 'Supplier Invoices')).toMatchObject({
      verdict: 'satisfied',
      satisfiedBy: invoiceId,
      satisfiedByName: 'supplier-invoice.pdf',
      linkMode: 'auto',
    });
    expect(byName(withInvoice, 'Chain of Custody Documentation')?.satisfiedBy).toBeNull();
    expect(byName(withInvoice, 'Product Authenticity Documentation')?.satisfiedBy).toBeNull();

    // An authorization letter (DOCX): up again, and now ready.
    const letterId = await uploadAndAnalyse(created.id, {
      data: await authorizationLetterDocx(TODAY),
      filename: 'authorization-letter.docx',
      contentType: DOCX,
      type: 'Letter',
    });
    const beforeRejection = await assessment(created.id);
    expect(beforeRejection.probabilityScore).toBeGreaterThan(afterInvoice.probabilityScore);
    expect(beforeRejection).toMatchObject({ ready: true, missing: [] });
    expect(byName(await requirements(created.id), 'Authorization Letter')?.satisfiedBy).toBe(
      letterId,
    );

    // The rejection asks for an accredited test report within 5 days.
    const added = await call('POST', `/api/cases/${created.id}/communications`, {
      type: 'Amazon Email',
      content: appealRejectedNotice,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().changes).toBe(
      'Added requirements: Laboratory Test Reports. Response deadline moved from Dec 3, 2026 to Nov 28, 2026. Proposed status: Documentation Needed.',
    );
    const after = await requirements(created.id);
    expect(after.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Supplier Invoices',
        'Authorization Letter',
        'Laboratory Test Reports',
      ]),
    );
    expect(byName(after, 'Laboratory Test Reports')).toMatchObject({
      importance: 'Critical',
      source: 'notice',
      verdict: 'missing',
    });
    // Nothing asked for earlier disappeared, and what was satisfied stays satisfied.
    expect(byName(after, 'Supplier Invoices')?.satisfiedBy).toBe(invoiceId);
    const final = await assessment(created.id);
    expect(final.probabilityScore).toBeLessThan(beforeRejection.probabilityScore);
    expect(final.ready).toBe(false);
    expect(final.missing).toContain('Laboratory Test Reports');
    expect(final.factors.find((f) => f.label.includes('rejected'))?.delta).toBeLessThan(0);

    const detail = (await call('GET', `/api/cases/${created.id}`)).json();
    expect(detail).toMatchObject({
      dueDate: '2026-11-28',
      probabilityScore: final.probabilityScore,
    });
    expect(detail.communications.at(-1)).toMatchObject({
      type: 'System',
      content: `New Amazon e-mail analysed (appeal rejected). ${added.json().changes}`,
    });

    // The proposed status change, accepted with one click.
    const proposals = (await call('GET', `/api/cases/${created.id}/status-proposals`)).json();
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ fromStatus: 'New', toStatus: 'Documentation Needed' });
    // The seller is told in the app (issue 13's notification of a proposed status).
    const notifications = (await call('GET', '/api/notifications')).json();
    expect(notifications.items).toContainEqual(
      expect.objectContaining({ kind: 'status-proposal', caseId: created.id, readAt: null }),
    );
    const accepted = await call(
      'POST',
      `/api/cases/${created.id}/status-proposals/${proposals[0].id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('Documentation Needed');
    expect(
      (await call('POST', `/api/cases/${created.id}/status-proposals/${proposals[0].id}/accept`))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/cases/${created.id}/status-proposals`)).json()).toEqual([]);

    const rows = await t.ctx.db
      .selectFrom('caseRequirements')
      .select(['catalogId', 'source', 'withdrawn', 'satisfiedBy'])
      .where('caseId', '=', created.id)
      .execute();
    expect(rows.find((r) => r.catalogId === 'laboratory-test-reports')).toMatchObject({
      source: 'notice',
      withdrawn: 0,
      satisfiedBy: null,
    });
  });

  it("keeps the seller's links and unlinks across re-analysis, and refuses others' documents", async () => {
    const { caseId, invoiceId, letterId } = await kettleCaseWithDocuments();
    const letterReq = byName(await requirements(caseId), 'Authorization Letter')!;
    const custody = byName(await requirements(caseId), 'Chain of Custody Documentation')!;
    const link = (reqId: string, documentId: string | null, c = cookie) =>
      call('PUT', `/api/cases/${caseId}/requirements/${reqId}/link`, { documentId }, c);

    const before = await assessment(caseId);
    const unlinked = await link(letterReq.id, null);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({
      satisfiedBy: null,
      linkMode: 'manual',
      verdict: 'missing',
    });
    const linked = await link(custody.id, invoiceId);
    expect(linked.json()).toMatchObject({ satisfiedBy: invoiceId, linkMode: 'manual' });
    const afterUnlink = await assessment(caseId);
    expect(afterUnlink.missing).toContain('Authorization Letter');
    expect(afterUnlink.probabilityScore).toBeLessThan(before.probabilityScore);

    // Re-analysis of the letter does not undo the seller's choices.
    expect(
      (await call('POST', `/api/cases/${caseId}/documents/${letterId}/reanalyze`)).statusCode,
    ).toBe(202);
    await t.runJobs();
    const after = await requirements(caseId);
    expect(byName(after, 'Authorization Letter')).toMatchObject({
      satisfiedBy: null,
      linkMode: 'manual',
    });
    expect(byName(after, 'Chain of Custody Documentation')).toMatchObject({
      satisfiedBy: invoiceId,
      linkMode: 'manual',
      verdict: 'satisfied',
    });

    const other = await t.signInAs();
    expect((await link(letterReq.id, letterId, other)).statusCode).toBe(404);
    const otherCase = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const foreign = await call(
      'PUT',
      `/api/cases/${otherCase.id}/requirements/${letterReq.id}/link`,
      {
        documentId: null,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Requirement not found');
    const wrongDoc = await link(letterReq.id, 'no-such-document');
    expect(wrongDoc.statusCode).toBe(404);
    expect(wrongDoc.json().error.message).toBe('Document not found');
  });

  it('reopens a requirement when its document is deleted, and the probability follows', async () => {
    const { caseId, invoiceId } = await kettleCaseWithDocuments();
    const before = await assessment(caseId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/documents/${invoiceId}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const stored = await t.ctx.db
      .selectFrom('cases')
      .select('probabilityScore')
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.probabilityScore)).toBeLessThan(before.probabilityScore);
    expect(byName(await requirements(caseId), 'Supplier Invoices')?.verdict).toBe('missing');
    expect((await call('POST', `/api/cases/${caseId}/package`)).statusCode).toBe(409);
  });

  it("shows the seller's own probability until the next thing the model weighs", async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const computed = (await assessment(c.id)).probabilityScore;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${c.id}`,
      headers: { cookie },
      payload: { probabilityScore: 0.72, status: 'In Progress' },
    });
    expect(edited.json().probabilityScore).toBe(0.72);
    const typed = await assessment(c.id);
    expect(typed.probabilityScore).toBe(0.72);
    expect(typed.factors.at(-1)).toMatchObject({
      label: expect.stringContaining('Your own estimate'),
      delta: Math.round((0.72 - computed) * 100) / 100,
    });
    // A document arrives: the model's figure again.
    await uploadAndAnalyse(c.id, {
      data: await supplierInvoicePdf(TODAY),
      filename: 'supplier-invoice.pdf',
      contentType: 'application/pdf',
      type: 'Invoice',
    });
    const after = await assessment(c.id);
    expect(after.factors.some((f) => f.label.includes('Your own estimate'))).toBe(false);
    expect(after.probabilityScore).not.toBe(0.72);
  });

  it('lets the seller add a requirement of their own, once', async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    const add = (catalogId: string) =>
      call('POST', `/api/cases/${c.id}/requirements`, { catalogId, importance: 'Critical' });
    const added = await add('proof-of-delivery');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Proof of Delivery',
      source: 'seller',
      importance: 'Critical',
      verdict: 'missing',
    });
    expect((await assessment(c.id)).missing).toContain('Proof of Delivery');
    expect((await add('proof-of-delivery')).statusCode).toBe(409);
    expect((await add('supplier-invoices')).statusCode).toBe(409);
    const unknown = await add('no-such-document');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ catalogId: 'Unknown document' });
  });

  it('lists the documents a seller can add, each of which the add accepts', async () => {
    const catalog = await call('GET', '/api/requirement-catalog');
    expect(catalog.statusCode).toBe(200);
    const entries = catalog.json() as { catalogId: string; name: string; description: string }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ catalogId: 'supplier-invoices', name: 'Supplier Invoices' }),
    );
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'ASIN Request' });
    const last = entries.at(-1)!;
    const added = await call('POST', `/api/cases/${c.id}/requirements`, {
      catalogId: last.catalogId,
    });
    expect([201, 409]).toContain(added.statusCode);
    expect(byName(await requirements(c.id), last.name)).toBeDefined();
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/requirement-catalog' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('moves the usual documents with the case type, keeping what a notice or the seller asked for', async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'FBA Lock' });
    expect(
      (
        await call('POST', `/api/cases/${c.id}/requirements`, {
          catalogId: 'proof-of-delivery',
          importance: 'High',
        })
      ).statusCode,
    ).toBe(201);
    const before = (await requirements(c.id)).filter((r) => r.verdict !== 'withdrawn');
    const fbaUsual = before.filter((r) => r.source === 'case-type').map((r) => r.name);
    expect(fbaUsual).toContain('Supplier Invoices');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${c.id}`,
      headers: { cookie },
      payload: { caseType: 'Suppression' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await requirements(c.id);
    const current = after.filter((r) => r.verdict !== 'withdrawn');
    // The seller's own stays; the FBA-only usual documents are withdrawn; Suppression's arrive.
    expect(byName(current, 'Proof of Delivery')?.source).toBe('seller');
    const suppressionUsual = current.filter((r) => r.source === 'case-type').map((r) => r.name);
    expect(suppressionUsual.length).toBeGreaterThan(0);
    expect(suppressionUsual).not.toEqual(fbaUsual);
    for (const name of fbaUsual.filter((n) => !suppressionUsual.includes(n)))
      expect(byName(after, name)?.verdict).toBe('withdrawn');
    const detail = (await call('GET', `/api/cases/${c.id}`)).json() as {
      communications: { type: string; content: string }[];
    };
    expect(detail.communications.map((m) => m.content).join('\n')).toMatch(
      /Case type updated by .+\. (Added requirements: .+\.)?( ?No longer required for this case type: .+\.)?/,
    );

    // And back: the FBA rows are restored, not duplicated.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${c.id}`,
      headers: { cookie },
      payload: { caseType: 'FBA Lock' },
    });
    const back = (await requirements(c.id)).filter((r) => r.verdict !== 'withdrawn');
    expect(
      back
        .filter((r) => r.source === 'case-type')
        .map((r) => r.name)
        .sort(),
    ).toEqual([...fbaUsual].sort());
    const rows = await requirements(c.id);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('refuses a proposal that is no longer a legal move with 409', async () => {
    const c = await createCaseViaApi(t.app, cookie, {
      ...kettleCase,
      emailContent: inventoryHoldNotice,
    });
    await call('POST', `/api/cases/${c.id}/communications`, {
      type: 'Amazon Email',
      content: appealRejectedNotice,
    });
    const [proposal] = (await call('GET', `/api/cases/${c.id}/status-proposals`)).json();
    for (const status of ['Submitted to Amazon', 'Approved'])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cases/${c.id}`,
        headers: { cookie },
        payload: { status },
      });
    // The outcome is recorded with how far the evidence had moved the case from its prior.
    const resolved = await t.ctx.db
      .selectFrom('cases')
      .select(['outcome', 'evidenceDelta'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(resolved.outcome).toBe('Approved');
    expect(Number(resolved.evidenceDelta)).toBeLessThan(0);
    const refused = await call('POST', `/api/cases/${c.id}/status-proposals/${proposal.id}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    // Approved: the question is settled, and no readiness prompt is shown.
    expect(await assessment(c.id)).toMatchObject({
      probabilityScore: 1,
      resolved: true,
      ready: false,
      missing: [],
    });
    const dismissed = await call(
      'POST',
      `/api/cases/${c.id}/status-proposals/${proposal.id}/dismiss`,
    );
    expect(dismissed.statusCode).toBe(204);
  });

  it('gives a case from before the case model its requirements from its stored analyses', async () => {
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'Suppression' });
    await t.ctx.db.deleteFrom('caseRequirements').where('caseId', '=', c.id).execute();
    const legacy = {
      caseType: 'Suppression',
      category: 'suppression',
      identifiedIssue: 'Product safety concern',
      keyIssues: [],
      probabilityScore: 0.55,
      analysisText: '',
      suggestedDocuments: [
        {
          id: 'laboratory-test-reports',
          name: 'Laboratory Test Reports',
          description: 'Test reports. The e-mail asks for this explicitly.',
          importance: 'Critical',
          examples: [],
          documentTypes: ['Test Report'],
          satisfied: false,
          satisfiedBy: null,
        },
      ],
      nextSteps: [],
      asins: [],
      deadline: null,
      provider: 'builtin',
    };
    await t.ctx.db
      .insertInto('caseAnalyses')
      .values({
        id: `legacy-${c.id}`,
        caseId: c.id,
        communicationId: null,
        provider: 'builtin',
        result: JSON.stringify(legacy),
        createdAt: TODAY.toISOString(),
      })
      .execute();
    const list = await requirements(c.id);
    expect(byName(list, 'Laboratory Test Reports')?.importance).toBe('Critical');
    expect(byName(list, 'Safety Certification')?.source).toBe('case-type');
  });

  it('moves the prior with the deployment’s own outcomes once there are ten of them', async () => {
    const owner = (await t.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const c = await createCaseViaApi(t.app, cookie, { caseType: 'ASIN Request' });
    const published = (await assessment(c.id)).factors[0]!;
    expect(published.label).toContain('published estimate)');
    const now = TODAY.toISOString();
    await t.ctx.db
      .insertInto('cases')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          id: `resolved-${dialect}-${i}`,
          ownerId: owner,
          sellerId: 'A1',
          asin: 'B0RESOLVED',
          caseType: 'ASIN Request' as const,
          title: `Resolved ${i}`,
          description: 'x',
          status: i < 2 ? ('Approved' as const) : ('Rejected' as const),
          outcome: i < 2 ? ('Approved' as const) : ('Rejected' as const),
          probabilityScore: 0.5,
          dueDate: null,
          resolvedAt: now,
          searchText: 'x',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const learned = (await assessment(c.id)).factors[0]!;
    expect(learned.label).toContain('12 resolved cases here');
    // Beta-binomial: (2 + 0.7·10) / (12 + 10) = 0.41, well below the published 0.7.
    expect(learned.delta).toBe(0.41);
  });
});
