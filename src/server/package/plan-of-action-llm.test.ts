import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useFakeOpenAiAsDefault } from '../ai/test-support/fake-openai-default';
import {
  startFakeProviderServer,
  type FakeProviderServer,
} from '../ai/test-support/fake-provider-server';
import { closeExtraction, extractText } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';
import { closePackageThread } from './package-build-thread';
import { PLAN_OF_ACTION_OPERATION, type PlanOfActionAnswer } from './plan-of-action-llm';
import { runPackageJobs } from './test-support/package-fixtures';

const answer: PlanOfActionAnswer = {
  rootCause:
    'LLMROOTCAUSE our receiving team accepted stock without matching invoices to [supplier name].',
  correctiveActions: ['LLMCORRECTIVE we enclose the supplier invoice.'],
  preventiveMeasures: ['LLMPREVENTIVE every invoice is checked before shipping.'],
};

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, {
    x: 50,
    y: 700,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return doc.save();
}

describe.each(dialectsUnderTest())(
  'Plan of Action through the default provider on %s',
  { timeout: 90_000 },
  (dialect) => {
    let t: TestApp;
    let fake: FakeProviderServer;
    let cookie: string;

    const failures = () =>
      t.ctx.db
        .selectFrom('aiFailures')
        .selectAll()
        .where('operation', '=', PLAN_OF_ACTION_OPERATION)
        .execute();
    const poaRequests = () =>
      fake.requests.filter((r) =>
        JSON.stringify(r.body).includes('Plan of Action the seller will send'),
      );

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
      await closeExtraction();
      await closePackageThread();
    });
    beforeEach(async () => {
      fake.reset();
      await t.ctx.db.deleteFrom('aiFailures').execute();
    });

    async function readyCase(): Promise<string> {
      const c = await createCaseViaApi(t.app, cookie, {
        caseType: 'FBA Lock',
        title: 'Locked yoga mats',
        asin: 'B0YOGAMAT9',
        sellerId: 'A1SELLERXYZ',
        probabilityScore: 0.8,
      });
      const stored = await t.ctx.files.documents.put(
        Readable.from([Buffer.from(await onePagePdf('INVOICE 4471'))]),
      );
      await t.ctx.db
        .insertInto('documents')
        .values({
          id: `doc-${c.id}`,
          caseId: c.id,
          name: 'supplier-invoice.pdf',
          type: 'Invoice',
          mimeType: 'application/pdf',
          size: stored.size,
          storageKey: stored.key,
          uploadedAt: new Date().toISOString(),
          status: 'analyzed',
          relevanceScore: 0.9,
          completenessScore: 0.9,
          complianceScore: 0.9,
          feedback: 'Invoice matches the ASIN.',
          missingElements: '[]',
          // Ready needs every Critical requirement covered (issue 12): this text is an invoice and
          // the brand's authorization to sell genuine mats.
          extractedText:
            'INVOICE 4471 Qty 200 units. Acme Mats Ltd authorizes the buyer to sell genuine mats.',
        })
        .execute();
      return c.id;
    }

    async function letterText(caseId: string): Promise<string> {
      const generated = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/package`,
        headers: { cookie },
      });
      expect(generated.statusCode).toBe(202);
      expect(await runPackageJobs(t)).toBe(1);
      const state = await t.app.inject({
        method: 'GET',
        url: `/api/cases/${caseId}/package`,
        headers: { cookie },
      });
      const url =
        (state.json().files as { name: string; url: string }[]).find(
          (f) => f.name === 'Case Summary Letter.pdf',
        )?.url ?? '';
      const pdf = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      return (await extractText('pdf', new Uint8Array(pdf.rawPayload))).text;
    }

    it("puts the provider's validated Plan of Action in the letter, asked with the category prompt and the case's facts", async () => {
      const caseId = await readyCase();
      const text = await letterText(caseId);
      for (const written of ['LLMROOTCAUSE', 'LLMCORRECTIVE', 'LLMPREVENTIVE', '[supplier name]'])
        expect(text).toContain(written);
      // The enclosures are still the real documents, never the model's.
      expect(text).toContain('supplier-invoice.pdf');
      expect(text).not.toContain('what went wrong and why');
      const [request] = poaRequests();
      const messages = JSON.stringify(request?.body.messages);
      expect(messages).toContain('PROMPT-fba');
      expect(messages).toContain('never invent facts');
      expect(messages).toContain('B0YOGAMAT9');
      expect(messages).toContain('supplier-invoice.pdf');
      expect(messages).toContain('Invoice matches the ASIN.');
      expect(await failures()).toHaveLength(0);
    });

    it('falls back to the built-in draft and records the failure on a malformed answer or an invalid one', async () => {
      const caseId = await readyCase();
      fake.script(
        { type: 'malformed' },
        ...Array.from({ length: 3 }, () => ({
          type: 'success' as const,
          answer: { ...answer, correctiveActions: [] },
        })),
      );
      const text = await letterText(caseId);
      expect(text).not.toContain('LLMROOTCAUSE');
      expect(text).toContain('what went wrong and why');
      expect(poaRequests().length).toBeGreaterThanOrEqual(1);
      expect(await failures()).toHaveLength(1);
    });

    it('falls back to the built-in draft and records the failure when the provider answers 500', async () => {
      const caseId = await readyCase();
      fake.script(...Array.from({ length: 3 }, () => ({ type: 'status' as const, status: 500 })));
      const text = await letterText(caseId);
      expect(text).not.toContain('LLMROOTCAUSE');
      expect(text).toContain('what went wrong and why');
      expect(poaRequests()).toHaveLength(3);
      expect(await failures()).toMatchObject([
        { provider: 'openai', kind: 'server_error', status: 500 },
      ]);
    });
  },
);
