import {
  DEFAULT_PROVIDER,
  llmDefaults,
  llmSettingsKeys,
  modelOptions,
  providerOfKey,
  type LlmProviderSettings,
  type LlmProviderUpdate,
  type LlmSettingsKey,
  type LlmSettingsResponse,
  type LlmSettingsUpdate,
  type RemoteProvider,
  keyOfProvider,
} from '../../domain/ai-settings';
import { aiProviders, type AiProvider } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { hintOf, keyChangeOf, maskedKey, openApiKey, sealApiKey } from './api-key-secret';
import { movesStoredKeyToNewHost, REENTER_KEY_FOR_NEW_URL_MESSAGE } from './key-host-binding';
import { verifiedAtOf } from './provider-verification';
import * as repo from './settings.repository';

type StoredRow = Awaited<ReturnType<typeof repo.findProviderRow>>;

const DEFAULT_PROVIDER_SETTING = 'defaultProvider';

function toSettings(
  key: LlmSettingsKey,
  row: StoredRow,
  verifiedAt: string | null = null,
): LlmProviderSettings {
  const defaults = llmDefaults[key];
  return {
    provider: providerOfKey[key],
    apiKey: maskedKey(row?.apiKeySealed ?? null, row?.apiKeyHint ?? null),
    hasApiKey: Boolean(row?.apiKeySealed),
    model: row?.model ?? defaults.model,
    maxTokens: row?.maxTokens ?? defaults.maxTokens,
    temperature: row ? Number(row.temperature) : defaults.temperature,
    baseUrl: row?.baseUrl ?? null,
    verifiedAt,
  };
}

export async function readDefaultProvider(db: Db): Promise<AiProvider> {
  const stored = await repo.readAppSetting(db, DEFAULT_PROVIDER_SETTING);
  return aiProviders.find((p) => p === stored) ?? DEFAULT_PROVIDER;
}

const providerLabels: Record<AiProvider, string> = {
  builtin: 'Built-in analyzer',
  openai: 'OpenAI',
  azure: 'Azure OpenAI',
  anthropic: 'Anthropic',
  google: 'Google AI',
};

/** Mirrors analyzeEmailWithDefaultProvider: a provider without its key (or Azure endpoint) is skipped. */
function providerInUse(
  chosen: AiProvider,
  stored: LlmProviderSettings | null,
): { provider: AiProvider; note: string } {
  if (chosen === 'builtin')
    return { provider: 'builtin', note: 'The built-in analyzer answers every analysis.' };
  if (!stored?.hasApiKey)
    return {
      provider: 'builtin',
      note: `${providerLabels[chosen]} has no API key yet, so the built-in analyzer answers.`,
    };
  if (chosen === 'azure' && (!stored.baseUrl || !stored.model))
    return {
      provider: 'builtin',
      note: 'Azure OpenAI needs its endpoint and deployment, so the built-in analyzer answers.',
    };
  if (!stored.verifiedAt)
    return {
      provider: 'builtin',
      note: `${providerLabels[chosen]} has not passed a connection test with its saved settings yet, so the built-in analyzer answers. Use Test Connection.`,
    };
  return {
    provider: chosen,
    note: `${providerLabels[chosen]} answers; when it fails, sellers get the built-in analysis and the failure is recorded.`,
  };
}

export async function getLlmSettings(ctx: AppContext): Promise<LlmSettingsResponse> {
  const rows = await repo.listProviderRows(ctx.db);
  const byKey = async (key: LlmSettingsKey) => {
    const row = rows.find((r) => r.providerKey === key);
    return toSettings(key, row, await verifiedAtOfRow(ctx, key, row));
  };
  const defaultProvider = await readDefaultProvider(ctx.db);
  const llmSettings = {
    openai: await byKey('openai'),
    anthropic: await byKey('anthropic'),
    googleAi: await byKey('googleAi'),
    azure: await byKey('azure'),
  };
  return {
    defaultProvider,
    providerInUse: providerInUse(
      defaultProvider,
      defaultProvider === 'builtin' ? null : llmSettings[keyOfProvider[defaultProvider]],
    ),
    llmSettings,
    modelOptions,
  };
}

/** The provider that really answers sellers now: the built-in analyzer unless one is configured and tested. */
export async function readProviderInUse(ctx: AppContext): Promise<AiProvider> {
  // Only the chosen provider's row: this runs on every analysis request (its quota).
  const chosen = await readDefaultProvider(ctx.db);
  if (chosen === 'builtin') return chosen;
  return providerInUse(chosen, await loadProviderSettings(ctx, chosen)).provider;
}

/** Applies one provider's changes to what is stored; untouched fields and keys stay as they were. */
export async function saveProviderSettings(
  ctx: AppContext,
  db: Db,
  key: LlmSettingsKey,
  update: LlmProviderUpdate,
  actorId: string | null,
  /** The request field the key came in, for the error message. */
  keyField = `llmSettings.${key}.apiKey`,
): Promise<void> {
  const row = await repo.findProviderRow(db, key);
  const current = toSettings(key, row);
  const change = keyChangeOf(update.apiKey);
  if (
    change.kind === 'keep' &&
    row?.apiKeySealed &&
    movesStoredKeyToNewHost(providerOfKey[key], current.baseUrl, update.baseUrl)
  ) {
    throw new AppError('VALIDATION_FAILED', REENTER_KEY_FOR_NEW_URL_MESSAGE, {
      fields: { [keyField]: REENTER_KEY_FOR_NEW_URL_MESSAGE },
    });
  }
  const sealed =
    change.kind === 'set'
      ? sealApiKey(ctx, key, change.value)
      : change.kind === 'clear'
        ? null
        : (row?.apiKeySealed ?? null);
  const hint =
    change.kind === 'set'
      ? hintOf(change.value)
      : change.kind === 'clear'
        ? null
        : (row?.apiKeyHint ?? null);
  await repo.upsertProviderRow(db, {
    providerKey: key,
    apiKeySealed: sealed,
    apiKeyHint: hint,
    model: update.model ?? current.model,
    maxTokens: update.maxTokens ?? current.maxTokens,
    temperature: update.temperature ?? current.temperature,
    baseUrl: update.baseUrl === undefined ? current.baseUrl : update.baseUrl || null,
    updatedAt: ctx.now().toISOString(),
    updatedBy: actorId,
  });
}

export async function updateLlmSettings(
  ctx: AppContext,
  actorId: string,
  input: LlmSettingsUpdate,
): Promise<LlmSettingsResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const key of llmSettingsKeys) {
      const update = input.llmSettings?.[key];
      if (update) await saveProviderSettings(ctx, trx, key, update, actorId);
    }
    if (input.defaultProvider) {
      await repo.writeAppSetting(
        trx,
        DEFAULT_PROVIDER_SETTING,
        input.defaultProvider,
        ctx.now().toISOString(),
        actorId,
      );
    }
  });
  return getLlmSettings(ctx);
}

/** When the stored settings passed a connection test; null if never, or if the key will not open. */
async function verifiedAtOfRow(
  ctx: AppContext,
  key: LlmSettingsKey,
  row: StoredRow,
): Promise<string | null> {
  if (!row?.apiKeySealed) return null;
  let apiKey: string;
  try {
    apiKey = openApiKey(ctx, key, row.apiKeySealed);
  } catch {
    return null;
  }
  const settings = toSettings(key, row);
  return verifiedAtOf(ctx, providerOfKey[key], {
    apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
  });
}

export type StoredProviderSettings = LlmProviderSettings & {
  /**
   * The decrypted key, for calling the provider; never leaves the server. Null while the saved
   * settings have not passed a connection test, unless the caller is that test.
   */
  plainApiKey: string | null;
  /** A key is stored but will not open (the master key changed, or the row was tampered with). */
  isKeyUnreadable: boolean;
};

/**
 * Stored settings with the key opened, for a provider call. Sellers' work reaches a provider only
 * with settings that passed a connection test (`requireVerified`); the test itself opts out.
 */
export async function loadProviderSettings(
  ctx: AppContext,
  provider: RemoteProvider,
  options: { requireVerified: boolean } = { requireVerified: true },
): Promise<StoredProviderSettings> {
  const key = keyOfProvider[provider];
  const row = await repo.findProviderRow(ctx.db, key);
  const settings = toSettings(key, row);
  if (!row?.apiKeySealed) return { ...settings, plainApiKey: null, isKeyUnreadable: false };
  let plainApiKey: string;
  try {
    plainApiKey = openApiKey(ctx, key, row.apiKeySealed);
  } catch {
    return { ...settings, plainApiKey: null, isKeyUnreadable: true };
  }
  const verifiedAt = await verifiedAtOf(ctx, provider, {
    apiKey: plainApiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
  });
  const isUsable = verifiedAt !== null || !options.requireVerified;
  return {
    ...settings,
    verifiedAt,
    plainApiKey: isUsable ? plainApiKey : null,
    isKeyUnreadable: false,
  };
}

export const KEY_UNREADABLE_MESSAGE = 'The stored API key could not be decrypted; enter it again';
