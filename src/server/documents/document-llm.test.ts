import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentTypeLabels, type CaseDocument } from '../../domain/document';
import { useFakeOpenAiAsDefault } from '../ai/test-support/fake-openai-default';
import {
  startFakeProviderServer,
  type FakeProviderServer,
  type FakeReply,
} from '../ai/test-support/fake-provider-server';
import { sealStoredKeyUnderAnotherMasterKey } from '../ai/test-support/unreadable-key';
import { closeExtraction } from '../files/extraction/extract-text';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import { DOCUMENT_ANALYSIS_OPERATION } from './document-llm';
import { invoiceLines, isoDaysAgo, productCase, textPdf } from './test-support/document-fixtures';
import { createDocumentsTestApp, type DocumentsTestApp } from './test-support/documents-test-app';

const NOW = new Date('2026-11-22T12:00:00Z');

/** Deliberately unlike the built-in scores of a complete invoice (1 / 1 / 1, nothing missing). */
const llmAnswer = {
  relevanceScore: 0.417,
  completenessScore: 0.33,
  complianceScore: 0.5,
  feedback: 'LLM FEEDBACK: add the supplier VAT number and a signature.',
  missingElements: ['Supplier VAT number', 'Signature', 'Signature'],
};

const BUILTIN_COMPLETE_FEEDBACK = `Complete ${documentTypeLabels.Invoice.toLowerCase()} for this product; ready to include in your submission.`;
const UNAVAILABLE_SUFFIX = ' (Scored by the built-in checker: the AI provider was unavailable.)';

afterAll(() => closeExtraction());

describe.each(dialectsUnderTest())(
  'document scoring through the default LLM provider (%s)',
  { timeout: 60_000 },
  (dialect) => {
    let fake: FakeProviderServer;
    let t: DocumentsTestApp;
    let owner: string;
    let caseId: string;
    let invoice: Buffer;

    const failures = () =>
      t.ctx.db
        .selectFrom('aiFailures')
        .selectAll()
        .where('operation', '=', DOCUMENT_ANALYSIS_OPERATION)
        .execute();
    const storedRow = (id: string) =>
      t.ctx.db
        .selectFrom('documents')
        .select(['extractedText', 'analysisProvider'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      fake = await startFakeProviderServer({ defaultAnswer: llmAnswer });
      invoice = await textPdf([invoiceLines(isoDaysAgo(NOW, 30))]);
    });
    afterAll(() => fake.close());

    beforeEach(async () => {
      fake.reset();
      t = await createDocumentsTestApp(dialect);
      t.setNow(NOW);
      const admin = await t.signInAs('admin');
      await useFakeOpenAiAsDefault(t.app, t.ctx, admin, fake, {
        prompt: { category: 'suppression', text: 'PROMPT-suppression' },
        timeoutMs: 2_000,
        temperature: 0.2,
      });
      owner = await t.signInAs();
      caseId = (await createCaseViaApi(t.app, owner, productCase)).id;
    });
    afterEach(() => t.close());

    async function uploadAndAnalyse(...replies: FakeReply[]): Promise<CaseDocument> {
      fake.script(...replies);
      const response = await t.upload(owner, caseId, { data: invoice, filename: 'invoice.pdf' });
      expect(response.statusCode, response.body).toBe(202);
      expect(await t.runJobs({ maxAttempts: 1 })).toBe(1);
      return t.getDocument(owner, caseId, (response.json() as CaseDocument).id);
    }

    it("stores the provider's validated scores and feedback, asked with the case type's prompt and the case context", async () => {
      const doc = await uploadAndAnalyse({ type: 'success', answer: llmAnswer });
      expect(doc).toMatchObject({
        status: 'analyzed',
        relevanceScore: 0.42,
        completenessScore: 0.33,
        complianceScore: 0.5,
        feedback: llmAnswer.feedback,
        missingElements: ['Supplier VAT number', 'Signature'],
        error: null,
      });
      const row = await storedRow(doc.id);
      expect(row.analysisProvider).toBe('openai');
      expect(row.extractedText).toContain('INV-2026-0042');

      expect(fake.requests).toHaveLength(1);
      const sent = fake.requests[0]!;
      expect(sent.body).toMatchObject({
        model: 'gpt-4o-mini',
        max_tokens: 1500,
        temperature: 0.2,
        response_format: { type: 'json_object' },
      });
      const messages = JSON.stringify(sent.body.messages);
      expect(messages).toContain('PROMPT-suppression');
      expect(messages).toContain('Today is 2026-11-22');
      expect(messages).toContain(productCase.asin);
      expect(messages).toContain(productCase.title);
      expect(messages).toContain(`Document type: ${documentTypeLabels.Invoice}`);
      expect(messages).toContain('INV-2026-0042');
      expect(await failures()).toHaveLength(0);
    });

    it('keeps the built-in scores, says the AI was unavailable and records the failure when the provider answers 500', async () => {
      const doc = await uploadAndAnalyse(
        ...Array.from({ length: 3 }, (): FakeReply => ({ type: 'status', status: 500 })),
      );
      expect(doc).toMatchObject({
        status: 'analyzed',
        completenessScore: 1,
        complianceScore: 1,
        missingElements: [],
        feedback: BUILTIN_COMPLETE_FEEDBACK + UNAVAILABLE_SUFFIX,
        error: null,
      });
      expect(doc.relevanceScore).toBeGreaterThanOrEqual(0.8);
      expect((await storedRow(doc.id)).analysisProvider).toBe('builtin');
      // The first attempt and two retries, then it gives up.
      expect(fake.requests).toHaveLength(3);
      expect(await failures()).toMatchObject([
        {
          provider: 'openai',
          operation: DOCUMENT_ANALYSIS_OPERATION,
          kind: 'server_error',
          status: 500,
        },
      ]);
    });

    it('keeps the built-in scores and records the failure on a malformed answer or one outside the schema', async () => {
      const outOfRange = { ...llmAnswer, completenessScore: 1.7 };
      const doc = await uploadAndAnalyse(
        { type: 'malformed' },
        ...Array.from({ length: 3 }, (): FakeReply => ({ type: 'success', answer: outOfRange })),
      );
      expect(doc).toMatchObject({
        status: 'analyzed',
        completenessScore: 1,
        complianceScore: 1,
        missingElements: [],
        feedback: BUILTIN_COMPLETE_FEEDBACK + UNAVAILABLE_SUFFIX,
      });
      expect((await storedRow(doc.id)).analysisProvider).toBe('builtin');
      expect(fake.requests.length).toBeGreaterThanOrEqual(1);
      const recorded = await failures();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({
        provider: 'openai',
        operation: DOCUMENT_ANALYSIS_OPERATION,
      });
    });

    it('keeps the built-in scores and records the failure when the stored key no longer opens (another master key)', async () => {
      await sealStoredKeyUnderAnotherMasterKey(t.ctx, 'openai');
      const doc = await uploadAndAnalyse();
      expect(doc).toMatchObject({
        status: 'analyzed',
        completenessScore: 1,
        complianceScore: 1,
        missingElements: [],
        feedback: BUILTIN_COMPLETE_FEEDBACK + UNAVAILABLE_SUFFIX,
        error: null,
      });
      expect((await storedRow(doc.id)).analysisProvider).toBe('builtin');
      expect(fake.requests).toHaveLength(0);
      expect(await failures()).toMatchObject([
        {
          provider: 'openai',
          operation: DOCUMENT_ANALYSIS_OPERATION,
          kind: 'not_configured',
          message: 'The stored API key could not be decrypted; enter it again',
        },
      ]);
    });
  },
);
