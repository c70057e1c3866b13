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
import { hintOf, keyChangeOf, maskedKey, openApiKey, sealApiKey } from './api-key-secret';
import * as repo from './settings.repository';

type StoredRow = Awaited<ReturnType<typeof repo.findProviderRow>>;

const DEFAULT_PROVIDER_SETTING = 'defaultProvider';

function toSettings(key: LlmSettingsKey, row: StoredRow): LlmProviderSettings {
  const defaults = llmDefaults[key];
  return {
    provider: providerOfKey[key],
    apiKey: maskedKey(row?.apiKeySealed ?? null, row?.apiKeyHint ?? null),
    hasApiKey: Boolean(row?.apiKeySealed),
    model: row?.model ?? defaults.model,
    maxTokens: row?.maxTokens ?? defaults.maxTokens,
    temperature: row ? Number(row.temperature) : defaults.temperature,
    baseUrl: row?.baseUrl ?? null,
  };
}

export async function readDefaultProvider(db: Db): Promise<AiProvider> {
  const stored = await repo.readAppSetting(db, DEFAULT_PROVIDER_SETTING);
  return aiProviders.find((p) => p === stored) ?? DEFAULT_PROVIDER;
}

export async function getLlmSettings(ctx: AppContext): Promise<LlmSettingsResponse> {
  const rows = await repo.listProviderRows(ctx.db);
  const byKey = (key: LlmSettingsKey) =>
    toSettings(
      key,
      rows.find((row) => row.providerKey === key),
    );
  return {
    defaultProvider: await readDefaultProvider(ctx.db),
    llmSettings: {
      openai: byKey('openai'),
      anthropic: byKey('anthropic'),
      googleAi: byKey('googleAi'),
      azure: byKey('azure'),
    },
    modelOptions,
  };
}

/** Applies one provider's changes to what is stored; untouched fields and keys stay as they were. */
export async function saveProviderSettings(
  ctx: AppContext,
  db: Db,
  key: LlmSettingsKey,
  update: LlmProviderUpdate,
  actorId: string | null,
): Promise<void> {
  const row = await repo.findProviderRow(db, key);
  const current = toSettings(key, row);
  const change = keyChangeOf(update.apiKey);
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

export type StoredProviderSettings = LlmProviderSettings & {
  /** The decrypted key, for calling the provider; never leaves the server. */
  plainApiKey: string | null;
  /** A key is stored but will not open (the master key changed, or the row was tampered with). */
  isKeyUnreadable: boolean;
};

/** Stored settings with the key opened, for a provider call. */
export async function loadProviderSettings(
  ctx: AppContext,
  provider: RemoteProvider,
): Promise<StoredProviderSettings> {
  const key = keyOfProvider[provider];
  const row = await repo.findProviderRow(ctx.db, key);
  const settings = toSettings(key, row);
  if (!row?.apiKeySealed) return { ...settings, plainApiKey: null, isKeyUnreadable: false };
  try {
    return {
      ...settings,
      plainApiKey: openApiKey(ctx, key, row.apiKeySealed),
      isKeyUnreadable: false,
    };
  } catch {
    return { ...settings, plainApiKey: null, isKeyUnreadable: true };
  }
}

export const KEY_UNREADABLE_MESSAGE = 'The stored API key could not be decrypted; enter it again';
