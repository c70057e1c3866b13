import { createHmac } from 'node:crypto';
import type { RemoteProvider } from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import { loadMasterKey } from '../crypto/master-key';
import type { Db } from '../db/database';
import * as repo from './settings.repository';

/**
 * A provider answers sellers only once its saved settings passed a connection test: a saved key
 * that was never tried (a typo, a revoked key, a wrong Azure deployment) would otherwise turn
 * every analysis into a failure and a fallback. What passed is remembered as a keyed digest of
 * the key, endpoint and model, so changing any of them, or testing before saving, still counts
 * only for exactly those settings, and the key itself is never stored a second time.
 */
export type VerifiedSettings = { apiKey: string; baseUrl: string | null; model: string };

type VerificationRecord = { digest: string; verifiedAt: string };

const settingKey = (provider: RemoteProvider) => `verifiedProvider:${provider}`;

function digestOf(ctx: AppContext, provider: RemoteProvider, settings: VerifiedSettings): string {
  return createHmac('sha256', loadMasterKey(ctx.config))
    .update(
      JSON.stringify([
        'provider-verification',
        provider,
        settings.apiKey,
        settings.baseUrl ?? '',
        settings.model,
      ]),
    )
    .digest('base64url');
}

/** Called after a successful connection test with the settings that were tested. */
export async function recordVerifiedSettings(
  ctx: AppContext,
  provider: RemoteProvider,
  settings: VerifiedSettings,
  actorId: string | null,
): Promise<void> {
  const at = ctx.now().toISOString();
  const record: VerificationRecord = { digest: digestOf(ctx, provider, settings), verifiedAt: at };
  await repo.writeAppSetting(ctx.db, settingKey(provider), record, at, actorId);
}

async function readRecord(db: Db, provider: RemoteProvider): Promise<VerificationRecord | null> {
  const value = await repo.readAppSetting(db, settingKey(provider));
  if (!value || typeof value !== 'object') return null;
  const { digest, verifiedAt } = value as Partial<VerificationRecord>;
  return typeof digest === 'string' && typeof verifiedAt === 'string'
    ? { digest, verifiedAt }
    : null;
}

/** When these exact settings last passed a connection test, or null if they never did. */
export async function verifiedAtOf(
  ctx: AppContext,
  provider: RemoteProvider,
  settings: VerifiedSettings,
): Promise<string | null> {
  const record = await readRecord(ctx.db, provider);
  if (!record) return null;
  return record.digest === digestOf(ctx, provider, settings) ? record.verifiedAt : null;
}
