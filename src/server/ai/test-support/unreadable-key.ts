import { randomBytes } from 'node:crypto';
import { keyOfProvider, type RemoteProvider } from '../../../domain/ai-settings';
import type { AppContext } from '../../app-context';
import { encryptSecret } from '../../crypto/secret-box';

/**
 * Replaces the provider's stored key with one sealed under another master key, as after a
 * restore onto a host with a new CASEPILOT_SECRET_KEY. The row must already exist.
 */
export async function sealStoredKeyUnderAnotherMasterKey(
  ctx: AppContext,
  provider: RemoteProvider,
): Promise<void> {
  const slot = keyOfProvider[provider];
  const updated = await ctx.db
    .updateTable('llmProviderSettings')
    .set({
      apiKeySealed: encryptSecret(randomBytes(32), 'sk-from-another-host', `api-key:${slot}`),
    })
    .where('providerKey', '=', slot)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`no stored settings for ${provider}`);
}
