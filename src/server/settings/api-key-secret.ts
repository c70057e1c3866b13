import { MASK_PREFIX } from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';

export type KeyChange = { kind: 'keep' } | { kind: 'clear' } | { kind: 'set'; value: string };

/** A key field left alone (absent, or still showing the mask) keeps the key; '' clears it. */
export function keyChangeOf(input: string | undefined): KeyChange {
  if (input === undefined || input.startsWith(MASK_PREFIX)) return { kind: 'keep' };
  const value = input.trim();
  return value ? { kind: 'set', value } : { kind: 'clear' };
}

/** The characters shown after the mask; short keys show none. */
export function hintOf(key: string): string {
  return key.length >= 12 ? key.slice(-4) : '';
}

export function maskedKey(sealed: string | null, hint: string | null): string {
  return sealed ? `${MASK_PREFIX}${hint ?? ''}` : '';
}

/** Sealing binds the value to its slot, so a ciphertext copied into another row will not open. */
export function sealApiKey(ctx: AppContext, slot: string, key: string): string {
  return encryptSecret(ctx.masterKey, key, `api-key:${slot}`);
}

export function openApiKey(ctx: AppContext, slot: string, sealed: string): string {
  return decryptSecret(ctx.masterKey, sealed, `api-key:${slot}`);
}
