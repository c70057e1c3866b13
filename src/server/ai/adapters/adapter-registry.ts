import type { RemoteProvider } from '../../../domain/ai-settings';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { googleAdapter } from './google';
import { openaiAdapter } from './openai';
import type { WireAdapter } from './wire-adapter';

/** Adapters depend only on the provider types, so the caller can reach them one way. */
export const adapters: Record<RemoteProvider, WireAdapter> = {
  openai: openaiAdapter,
  azure: azureAdapter,
  anthropic: anthropicAdapter,
  google: googleAdapter,
};
