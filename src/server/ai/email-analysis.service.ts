import type { EmailAnalysis } from '../../domain/email-analysis';
import { analyzeEmail } from '../analysis/analyze-email';
import type { AppContext } from '../app-context';
import {
  KEY_UNREADABLE_MESSAGE,
  loadProviderSettings,
  readDefaultProvider,
} from '../settings/llm-settings.service';
import { currentPromptText } from '../settings/prompts.service';
import { recordAiFailure } from './ai-failures.service';
import {
  EMAIL_ANSWER_FORMAT,
  emailAnswerSchema,
  emailUserMessage,
  mergeAnalysis,
  withFallbackNote,
} from './email-answer';
import { completeStructured } from './provider';
import { AiProviderError } from './provider-error';
import { aiTiming } from './retry-timing';
import { noSettingsFor } from './connection-test.service';

export const EMAIL_ANALYSIS_OPERATION = 'email-analysis';

/**
 * E-mail analysis through the admin's default provider. The built-in analysis always runs
 * first: it picks the category's prompt, anchors the suggested documents, and is what the
 * seller gets when the provider fails (said so in analysisText, and recorded for admins).
 * A provider without a key is simply not in use: the built-in analysis answers, no failure.
 */
export async function analyzeEmailWithDefaultProvider(
  ctx: AppContext,
  content: string,
): Promise<EmailAnalysis> {
  const today = ctx.now().toISOString().slice(0, 10);
  const builtin = analyzeEmail(content, { today: ctx.now() });
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
    const prompt = await currentPromptText(ctx, builtin.category);
    const answer = await completeStructured(
      { provider, apiKey: settings.plainApiKey, model: settings.model, baseUrl: settings.baseUrl },
      {
        system: `${prompt}\n\n${EMAIL_ANSWER_FORMAT}`,
        user: emailUserMessage(content, today),
        schema: emailAnswerSchema,
        maxTokens: settings.maxTokens,
        temperature: settings.temperature,
        timeoutMs: timeouts.analysisMs,
      },
      { retry },
    );
    return mergeAnalysis(builtin, answer, content, provider);
  } catch (error) {
    await recordAiFailure(ctx, provider, EMAIL_ANALYSIS_OPERATION, error);
    return withFallbackNote(builtin);
  }
}
