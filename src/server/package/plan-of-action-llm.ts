import { z } from 'zod';
import type { Case } from '../../domain/case';
import type { CaseDocument } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import type { AnalysisCategory, EmailAnalysis } from '../../domain/email-analysis';
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
import { draftPlanOfAction, type PlanOfAction } from './plan-of-action';

export const PLAN_OF_ACTION_OPERATION = 'plan-of-action';

const item = z.string().trim().min(1).max(600);
export const planOfActionAnswerSchema = z.object({
  rootCause: z.string().trim().min(1).max(2000),
  correctiveActions: z.array(item).min(1).max(10),
  preventiveMeasures: z.array(item).min(1).max(10),
});
export type PlanOfActionAnswer = z.infer<typeof planOfActionAnswerSchema>;

const PLAN_OF_ACTION_FORMAT = `Write the Plan of Action the seller will send to Amazon Seller Performance for this case.
Use only the facts given below; never invent facts (dates, names, numbers, supplier details, what went wrong).
Where a fact only the seller knows is needed, write a placeholder in square brackets, e.g. [what went wrong and why].
Answer with one JSON object and nothing else:
{
  "rootCause": one paragraph: what Amazon's notice concerns and the root cause, placeholders for what is unknown,
  "correctiveActions": 1 to 10 sentences, the corrective actions taken (mention each enclosed document),
  "preventiveMeasures": 1 to 10 sentences, the preventive measures that stop it happening again
}`;

const categoryOfCaseType: Record<Case['caseType'], AnalysisCategory> = {
  Suppression: 'suppression',
  'FBA Lock': 'fba',
  'ASIN Request': 'other',
};

function userMessage(c: Case, analysis: EmailAnalysis | null, documents: CaseDocument[]): string {
  const usable = documents.filter((d) => d.status !== 'failed');
  const docs = usable.map(
    (d) =>
      `- "${d.name}" (${documentTypeLabels[d.type]})${d.feedback ? `: ${d.feedback.slice(0, 300)}` : ''}` +
      `${d.missingElements.length ? ` Missing: ${d.missingElements.slice(0, 6).join('; ')}.` : ''}`,
  );
  return [
    `Case type: ${c.caseType}; title "${c.title}"; ASIN ${c.asin}; seller ID ${c.sellerId}.`,
    `Case description: ${c.description.slice(0, 2000)}`,
    analysis
      ? `Identified issue: ${analysis.identifiedIssue}`
      : 'No Amazon notice has been analysed for this case.',
    ...(analysis?.keyIssues.length
      ? [
          "Key issues quoted from Amazon's notice:",
          ...analysis.keyIssues.slice(0, 8).map((k) => `- ${k.slice(0, 400)}`),
        ]
      : []),
    usable.length ? 'Enclosed documents:' : 'No documents are enclosed yet.',
    ...docs,
  ].join('\n');
}

/**
 * The Plan of Action, drafted by the admin's default provider when one is configured with a
 * key. The built-in draft is made first: it gives the issue and the enclosures (facts, never
 * the model's), and is what the seller gets when the provider is off or fails (recorded).
 */
export async function draftPlanOfActionWithDefaultProvider(
  ctx: AppContext,
  c: Case,
  analysis: EmailAnalysis | null,
  documents: CaseDocument[],
): Promise<PlanOfAction> {
  const builtin = draftPlanOfAction(c, analysis, documents);
  const provider = await readDefaultProvider(ctx.db);
  if (provider === 'builtin') return builtin;
  try {
    const settings = await loadProviderSettings(ctx, provider);
    if (settings.isKeyUnreadable)
      throw new AiProviderError('not_configured', KEY_UNREADABLE_MESSAGE);
    if (!settings.plainApiKey) return builtin;
    if (provider === 'azure' && (!settings.baseUrl || !settings.model)) {
      throw new AiProviderError('not_configured', noSettingsFor(provider));
    }
    const { retry, timeouts } = aiTiming(ctx);
    const prompt = await currentPromptText(
      ctx,
      analysis?.category ?? categoryOfCaseType[c.caseType],
    );
    const answer = await completeStructured(
      { provider, apiKey: settings.plainApiKey, model: settings.model, baseUrl: settings.baseUrl },
      {
        system: `${prompt}\n\n${PLAN_OF_ACTION_FORMAT}`,
        user: userMessage(c, analysis, documents),
        schema: planOfActionAnswerSchema,
        maxTokens: settings.maxTokens,
        temperature: settings.temperature,
        timeoutMs: timeouts.analysisMs,
      },
      { retry },
    );
    return {
      issue: builtin.issue,
      rootCause: answer.rootCause,
      correctiveActions: answer.correctiveActions,
      preventiveMeasures: answer.preventiveMeasures,
      enclosures: builtin.enclosures,
    };
  } catch (error) {
    await recordAiFailure(ctx, provider, PLAN_OF_ACTION_OPERATION, error);
    return builtin;
  }
}
