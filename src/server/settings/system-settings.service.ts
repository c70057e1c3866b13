import type { SystemSettings, SystemSettingsUpdate } from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { keyChangeOf, maskedKey } from './api-key-secret';
import { saveProviderSettings } from './llm-settings.service';
import * as repo from './settings.repository';

const API_BASE_URL_SETTING = 'apiBaseUrl';
export const AZURE_KEY_REQUIRED_MESSAGE = 'Azure API key is required';

/** The base URL the app is reached at: the admin's setting, else PUBLIC_BASE_URL. */
export async function readApiBaseUrl(ctx: AppContext, db: Db = ctx.db): Promise<string> {
  const stored = await repo.readAppSetting(db, API_BASE_URL_SETTING);
  return typeof stored === 'string' ? stored : (ctx.config.publicBaseUrl ?? '');
}

/**
 * The spec's 'API Settings' page. The Azure fields are the azure provider's settings
 * (endpoint = baseUrl, deployment = model), so there is one place they live.
 */
export async function getSystemSettings(ctx: AppContext): Promise<SystemSettings> {
  const azure = await repo.findProviderRow(ctx.db, 'azure');
  return {
    azureEndpoint: azure?.baseUrl ?? '',
    azureApiKey: maskedKey(azure?.apiKeySealed ?? null, azure?.apiKeyHint ?? null),
    hasAzureApiKey: Boolean(azure?.apiKeySealed),
    azureDeployment: azure?.model ?? '',
    apiBaseUrl: await readApiBaseUrl(ctx),
  };
}

export async function updateSystemSettings(
  ctx: AppContext,
  actorId: string,
  input: SystemSettingsUpdate,
): Promise<SystemSettings> {
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.findProviderRow(trx, 'azure');
    const change = keyChangeOf(input.azureApiKey);
    // Every field is required (spec §5): a key must be given unless one is stored already.
    if (change.kind === 'clear' || (change.kind === 'keep' && !stored?.apiKeySealed)) {
      throw new AppError('VALIDATION_FAILED', AZURE_KEY_REQUIRED_MESSAGE, {
        fields: { azureApiKey: AZURE_KEY_REQUIRED_MESSAGE },
      });
    }
    await saveProviderSettings(
      ctx,
      trx,
      'azure',
      { apiKey: input.azureApiKey, baseUrl: input.azureEndpoint, model: input.azureDeployment },
      actorId,
      'azureApiKey',
    );
    await repo.writeAppSetting(
      trx,
      API_BASE_URL_SETTING,
      input.apiBaseUrl,
      ctx.now().toISOString(),
      actorId,
    );
  });
  return getSystemSettings(ctx);
}
