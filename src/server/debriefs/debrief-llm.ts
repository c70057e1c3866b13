import { z } from 'zod';
import type { Case } from '../../domain/case';
import type { Debrief } from '../../domain/debrief';
import type { AnalysisCategory } from '../../domain/email-analysis';
import { recordAiFailure } from '../ai/ai-failures.service';
import { noSettingsFor } from '../ai/connection-test.service';
import { completeStructured } from '../ai/provider';
import { AiProviderError } from '../ai/provider-error';
import { aiTiming } from '../ai/retry-timing';
import type { AppContext } from '../app-context';
import {
  KEY_UNREADABLE_MESSAGE,
  loadProviderSettings,
  readDefaultProvider,
} from '../settings/llm-settings.service';
import { currentPromptText } from '../settings/prompts.service';

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

const categoryOfCaseType: Record<Case['caseType'], AnalysisCategory> = {
  Suppression: 'suppression',
  'FBA Lock': 'fba',
  'ASIN Request': 'other',
};

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
  const fallback: DebriefContent = { ...builtin, provider: 'builtin' };
  const provider = await readDefaultProvider(ctx.db);
  if (provider === 'builtin') return fallback;
  try {
    const settings = await loadProviderSettings(ctx, provider);
    if (settings.isKeyUnreadable)
      throw new AiProviderError('not_configured', KEY_UNREADABLE_MESSAGE);
    if (!settings.plainApiKey) return fallback;
    if (provider === 'azure' && (!settings.baseUrl || !settings.model)) {
      throw new AiProviderError('not_configured', noSettingsFor(provider));
    }
    const { retry, timeouts } = aiTiming(ctx);
    const prompt = await currentPromptText(ctx, categoryOfCaseType[c.caseType]);
    const answer = await completeStructured(
      { provider, apiKey: settings.plainApiKey, model: settings.model, baseUrl: settings.baseUrl },
      {
        system: `${prompt}\n\n${DEBRIEF_FORMAT}`,
        user: userMessage(c, builtin),
        schema: debriefAnswerSchema,
        maxTokens: settings.maxTokens,
        temperature: settings.temperature,
        timeoutMs: timeouts.analysisMs,
      },
      { retry },
    );
    return {
      outcome: builtin.outcome,
      impact: builtin.impact,
      summary: answer.summary,
      successFactors: answer.successFactors,
      lessonsLearned: answer.lessonsLearned,
      recommendations: answer.recommendations,
      provider,
    };
  } catch (error) {
    await recordAiFailure(ctx, provider, DEBRIEF_OPERATION, error);
    return fallback;
  }
}
