import { z } from 'zod';
import { documentTypeLabels, type DocumentType } from '../../domain/document';
import { askWithFallback } from '../ai/ask-with-fallback';
import { promptCategoryOf } from '../ai/prompt-category';
import type { AppContext } from '../app-context';
import type { CaseContext } from './document-facts';
import type { DocumentScore } from './document-scoring';

export const DOCUMENT_ANALYSIS_OPERATION = 'document-analysis';
/** The start of a document is what a scorer needs; providers bill by the token. */
const MAX_PROMPT_CHARS = 24_000;

const score = z.number().min(0).max(1);
export const documentAnswerSchema = z.object({
  relevanceScore: score,
  completenessScore: score,
  complianceScore: score,
  feedback: z.string().trim().min(1).max(500),
  missingElements: z.array(z.string().trim().min(1).max(200)).max(30),
});

const DOCUMENT_ANSWER_FORMAT = `Score the uploaded document for this case. Answer with one JSON object and nothing else:
{
  "relevanceScore": 0..1, is this document about this case's product (title, ASIN, brand) and issue,
  "completenessScore": 0..1, share of the required elements for this document type that are present,
  "complianceScore": 0..1, dates valid (an invoice within the last 365 days), pass results, signature, not expired,
  "feedback": one actionable sentence for the seller,
  "missingElements": short labels of the required elements that are missing
}`;

export type ScoredBy = { score: DocumentScore; provider: string };

function userMessage(
  type: DocumentType,
  text: string,
  context: CaseContext,
  builtin: DocumentScore,
  today: string,
): string {
  return [
    `Today is ${today}.`,
    `Case: ${context.caseType}; title "${context.title}"; ASIN ${context.asin}; seller ID ${context.sellerId}.`,
    `Case description: ${context.description.slice(0, 2000)}`,
    `Document type: ${documentTypeLabels[type]}.`,
    `A rule-based check found these elements missing: ${builtin.missingElements.join('; ') || 'none'}.`,
    `<document>\n${text.slice(0, MAX_PROMPT_CHARS)}\n</document>`,
  ].join('\n');
}

/**
 * Scores with the admin's default LLM provider when one is configured with a key; otherwise,
 * or when the provider fails, the built-in score stands (said so in the feedback on failure).
 */
export async function scoreWithDefaultProvider(
  ctx: AppContext,
  input: { type: DocumentType; text: string; context: CaseContext; builtin: DocumentScore },
): Promise<ScoredBy> {
  const builtin: ScoredBy = { score: input.builtin, provider: 'builtin' };
  if (input.text.trim().length === 0) return builtin;
  const round = (n: number) => Math.round(n * 100) / 100;
  const result = await askWithFallback(ctx, {
    operation: DOCUMENT_ANALYSIS_OPERATION,
    category: promptCategoryOf(input.context.caseType),
    format: DOCUMENT_ANSWER_FORMAT,
    user: userMessage(
      input.type,
      input.text,
      input.context,
      input.builtin,
      ctx.now().toISOString().slice(0, 10),
    ),
    schema: documentAnswerSchema,
    builtIn: builtin,
    fromAnswer: (answer, provider): ScoredBy => ({
      provider,
      score: {
        relevanceScore: round(answer.relevanceScore),
        completenessScore: round(answer.completenessScore),
        complianceScore: round(answer.complianceScore),
        feedback: answer.feedback,
        missingElements: [...new Set(answer.missingElements)],
      },
    }),
  });
  if (result.source === 'builtin' && result.hasFailed) {
    return {
      provider: 'builtin',
      score: {
        ...input.builtin,
        feedback: `${input.builtin.feedback} (Scored by the built-in checker: the AI provider was unavailable.)`,
      },
    };
  }
  return result.value;
}
