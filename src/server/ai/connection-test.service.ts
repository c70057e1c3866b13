import {
  remoteProviders,
  type ConnectionTestRequest,
  type ConnectionTestResult,
  type RemoteProvider,
} from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import { keyChangeOf } from '../settings/api-key-secret';
import {
  movesStoredKeyToNewHost,
  REENTER_KEY_FOR_NEW_URL_MESSAGE,
} from '../settings/key-host-binding';
import { KEY_UNREADABLE_MESSAGE, loadProviderSettings } from '../settings/llm-settings.service';
import { recordVerifiedSettings } from '../settings/provider-verification';
import { completeText } from './provider';
import { AiProviderError } from './provider-error';

export const CONNECTION_OK = 'Connection successful';
export const SETTINGS_NOT_FOUND = 'Provider settings not found';
export const noSettingsFor = (provider: string) => `No settings found for provider: ${provider}`;
export const unsupportedProvider = (provider: string) => `Unsupported LLM provider: ${provider}`;

/** 'googleAi' is the settings key of the provider whose value is 'google' (spec §3). */
function providerOf(name: string): RemoteProvider | undefined {
  if (name === 'googleAi') return 'google';
  return remoteProviders.find((provider) => provider === name);
}

/** One minimal real request with the given settings, falling back to the stored key. */
export async function testLlmConnection(
  ctx: AppContext,
  input: ConnectionTestRequest,
  actorId: string | null = null,
): Promise<ConnectionTestResult> {
  const provider = providerOf(input.provider);
  if (!provider)
    return { success: false, message: unsupportedProvider(input.provider), latencyMs: 0 };

  const stored = await loadProviderSettings(ctx, provider, { requireVerified: false });
  const change = keyChangeOf(input.apiKey);
  if (change.kind === 'keep' && stored.isKeyUnreadable) {
    return {
      success: false,
      message: `Connection failed: ${KEY_UNREADABLE_MESSAGE}`,
      latencyMs: 0,
    };
  }
  if (
    change.kind === 'keep' &&
    stored.hasApiKey &&
    movesStoredKeyToNewHost(provider, stored.baseUrl, input.baseUrl)
  ) {
    return {
      success: false,
      message: `Connection failed: ${REENTER_KEY_FOR_NEW_URL_MESSAGE}`,
      latencyMs: 0,
    };
  }
  const apiKey =
    change.kind === 'set' ? change.value : change.kind === 'keep' ? stored.plainApiKey : null;
  if (!apiKey) return { success: false, message: SETTINGS_NOT_FOUND, latencyMs: 0 };
  const baseUrl = input.baseUrl === undefined ? stored.baseUrl : input.baseUrl || null;
  if (provider === 'azure' && !baseUrl)
    return { success: false, message: noSettingsFor(provider), latencyMs: 0 };

  const { retry, timeouts } = ctx.aiTiming;
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    await completeText(
      { provider, apiKey, model: input.model, baseUrl },
      {
        system: 'You are checking that a connection works.',
        user: 'Reply with the single word OK.',
        maxTokens: input.maxTokens,
        temperature: input.temperature,
        json: false,
        timeoutMs: timeouts.connectionTestMs,
      },
      // An admin waiting on the button wants the first answer, not a retried one.
      { retry: { ...retry, maxRetries: 0 } },
    );
  } catch (error) {
    // A reasoning model can spend a tiny token budget thinking: the provider still answered.
    if (!(error instanceof AiProviderError && error.kind === 'empty_answer')) {
      const reason = error instanceof Error ? error.message : 'Unknown error';
      return { success: false, message: `Connection failed: ${reason}`, latencyMs: latency() };
    }
  }
  const latencyMs = latency();
  await recordVerifiedSettings(ctx, provider, { apiKey, baseUrl, model: input.model }, actorId);
  return { success: true, message: CONNECTION_OK, latencyMs };
}
