import type { z } from 'zod';
import type { RemoteProvider } from '../../domain/ai-settings';
import type { AnalysisCategory } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import {
  KEY_UNREADABLE_MESSAGE,
  loadProviderSettings,
  readDefaultProvider,
} from '../settings/llm-settings.service';
import { currentPromptText } from '../settings/prompts.service';
import { recordAiFailure } from './ai-failures.service';
import { noSettingsFor } from './connection-test.service';
import { completeStructured } from './provider';
import { AiProviderError } from './provider-error';

export type AskRequest<T, R> = {
  /** Recorded with a failure, so admins see which feature's call failed. */
  operation: string;
  /** Picks the admin's system prompt. */
  category: AnalysisCategory;
  /** Appended to the admin's prompt, so an edited prompt cannot break the answer's shape. */
  format: string;
  user: string;
  schema: z.ZodType<T>;
  /** What the caller gets when no provider is in use or the provider fails. */
  builtIn: R;
  /** Turns a valid answer into the caller's result. */
  fromAnswer: (answer: T, provider: RemoteProvider) => R;
};

export type AskResult<R> =
  | { source: 'provider'; provider: RemoteProvider; value: R }
  /** `hasFailed` tells a provider in use that failed (recorded) from one not in use at all. */
  | { source: 'builtin'; hasFailed: boolean; value: R };

/**
 * The one way a feature asks the admin's default provider. A provider without a key is simply
 * not in use: the built-in answer stands and nothing is recorded. Anything else that keeps the
 * provider from answering (an unreadable key, a missing Azure endpoint, an HTTP error, a
 * timeout, an answer that fails the schema) is recorded for admins, and the built-in answer
 * stands, so the seller is never left without one.
 */
export async function askWithFallback<T, R>(
  ctx: AppContext,
  request: AskRequest<T, R>,
): Promise<AskResult<R>> {
  const notInUse: AskResult<R> = { source: 'builtin', hasFailed: false, value: request.builtIn };
  const provider = await readDefaultProvider(ctx.db);
  if (provider === 'builtin') return notInUse;
  try {
    const settings = await loadProviderSettings(ctx, provider);
    if (settings.isKeyUnreadable)
      throw new AiProviderError('not_configured', KEY_UNREADABLE_MESSAGE);
    if (!settings.plainApiKey) return notInUse;
    if (provider === 'azure' && (!settings.baseUrl || !settings.model)) {
      throw new AiProviderError('not_configured', noSettingsFor(provider));
    }
    const { retry, timeouts } = ctx.aiTiming;
    const prompt = await currentPromptText(ctx, request.category);
    const answer = await completeStructured(
      { provider, apiKey: settings.plainApiKey, model: settings.model, baseUrl: settings.baseUrl },
      {
        system: `${prompt}\n\n${request.format}`,
        user: request.user,
        schema: request.schema,
        maxTokens: settings.maxTokens,
        temperature: settings.temperature,
        timeoutMs: timeouts.analysisMs,
      },
      { retry },
    );
    return { source: 'provider', provider, value: request.fromAnswer(answer, provider) };
  } catch (error) {
    await recordAiFailure(ctx, provider, request.operation, error);
    return { source: 'builtin', hasFailed: true, value: request.builtIn };
  }
}
