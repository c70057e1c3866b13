import { z } from 'zod';
import type { Case } from '../../domain/case';
import type { Debrief } from '../../domain/debrief';
import { askWithFallback } from '../ai/ask-with-fallback';
import { promptCategoryOf } from '../ai/prompt-category';
import type { AppContext } from '../app-context';

export const DEBRIEF_OPERATION = 'debrief';

type DebriefContent = Omit<Debrief, 'id' | 'caseId' | 'createdAt'>;

const item = z.string().trim().min(1).max(400);
export const debriefAnswerSchema = z.object({
  summary: z.string().trim().min(1).max(1500),
  successFactors: z.array(item).max(10),
  lessonsLearned: z.array(item).max(10),
  recommendations: z.array(item).min(1).max(10),
});

const DEBRIEF_FORMAT = `Write the debrief of this resolved Amazon seller account-health case for the seller.
Use only the facts in the built-in debrief and the impact figures given below; never invent facts,
numbers, dates or documents, and do not change any figure. Rewrite them clearly and concisely.
Answer with one JSON object and nothing else:
{
  "summary": two or three sentences on how the case went and ended,
  "successFactors": 0 to 10 short sentences, what helped (empty when the facts show none),
  "lessonsLearned": 0 to 10 short sentences, what to do better (empty when the facts show none),
  "recommendations": 1 to 10 short sentences, what to do on the next case
}`;

function userMessage(c: Case, builtin: DebriefContent): string {
  const { impact, ...text } = builtin;
  return [
    `Case: ${c.caseType}; title "${c.title}"; ASIN ${c.asin}; outcome ${builtin.outcome}.`,
    `Impact figures (computed from the case's history; null means unknown):\n${JSON.stringify(impact, null, 2)}`,
    `Built-in debrief:\n${JSON.stringify(text, null, 2)}`,
  ].join('\n\n');
}

/**
 * The debrief's text, rewritten by the admin's default provider when one is configured with a
 * key. Outcome and impact are always the computed values; when the provider is off or fails
 * (recorded for admins) the built-in text stands.
 */
export async function draftDebriefWithDefaultProvider(
  ctx: AppContext,
  c: Case,
  builtin: DebriefContent,
): Promise<DebriefContent> {
  const result = await askWithFallback(ctx, {
    operation: DEBRIEF_OPERATION,
    category: promptCategoryOf(c.caseType),
    format: DEBRIEF_FORMAT,
    user: userMessage(c, builtin),
    schema: debriefAnswerSchema,
    builtIn: { ...builtin, provider: 'builtin' },
    fromAnswer: (answer, provider): DebriefContent => ({
      outcome: builtin.outcome,
      impact: builtin.impact,
      summary: answer.summary,
      successFactors: answer.successFactors,
      lessonsLearned: answer.lessonsLearned,
      recommendations: answer.recommendations,
      provider,
    }),
  });
  return result.value;
}
