import { z } from 'zod';
import { aiProviders, analysisCategories } from './email-analysis';

/** Spec §3: the keys of the LLM settings; googleAi's provider value is 'google'. Azure is ours. */
export const llmSettingsKeys = ['openai', 'anthropic', 'googleAi', 'azure'] as const;
export type LlmSettingsKey = (typeof llmSettingsKeys)[number];

export const remoteProviders = ['openai', 'azure', 'anthropic', 'google'] as const;
export type RemoteProvider = (typeof remoteProviders)[number];

/** Each provider's public API, used when no base URL is set; Azure has none (its endpoint is required). */
export const publicApiBaseUrls: Record<RemoteProvider, string> = {
  openai: 'https://api.openai.com/v1',
  azure: '',
  anthropic: 'https://api.anthropic.com',
  google: 'https://generativelanguage.googleapis.com',
};

export const providerOfKey: Record<LlmSettingsKey, RemoteProvider> = {
  openai: 'openai',
  anthropic: 'anthropic',
  googleAi: 'google',
  azure: 'azure',
};

export const keyOfProvider: Record<RemoteProvider, LlmSettingsKey> = {
  openai: 'openai',
  anthropic: 'anthropic',
  google: 'googleAi',
  azure: 'azure',
};

export const MAX_TOKENS_LIMIT = 8192;
export const MASK_PREFIX = '••••';

/** Spec §9: defaults and the offered models; the UI offers these plus a free-text name. */
export const llmDefaults: Record<
  LlmSettingsKey,
  { model: string; maxTokens: number; temperature: number }
> = {
  openai: { model: 'gpt-4', maxTokens: 2048, temperature: 0.7 },
  anthropic: { model: 'claude-3-opus', maxTokens: 4096, temperature: 0.7 },
  googleAi: { model: 'gemini-pro', maxTokens: 2048, temperature: 0.7 },
  azure: { model: '', maxTokens: 2048, temperature: 0.7 },
};

export const modelOptions: Record<LlmSettingsKey, string[]> = {
  openai: ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo'],
  anthropic: ['claude-3-opus', 'claude-3-sonnet', 'claude-2.1'],
  googleAi: ['gemini-pro', 'gemini-pro-vision'],
  azure: [],
};

/** The built-in analyzer answers until an admin chooses and configures a provider. */
export const DEFAULT_PROVIDER = 'builtin' as const;

export const URL_MESSAGE = 'Please enter a valid URL';
export const MAX_TOKENS_MESSAGE = 'Max tokens must be a whole number from 1 to 8192';
export const TEMPERATURE_MESSAGE = 'Temperature must be between 0 and 2 in steps of 0.1';

const httpUrl = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(2000, 'The URL is too long')
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, URL_MESSAGE);

export const maxTokensSchema = z
  .number({ error: MAX_TOKENS_MESSAGE })
  .int(MAX_TOKENS_MESSAGE)
  .min(1, MAX_TOKENS_MESSAGE)
  .max(MAX_TOKENS_LIMIT, MAX_TOKENS_MESSAGE);

export const temperatureSchema = z
  .number({ error: TEMPERATURE_MESSAGE })
  .min(0, TEMPERATURE_MESSAGE)
  .max(2, TEMPERATURE_MESSAGE)
  .refine((t) => Math.abs(t * 10 - Math.round(t * 10)) < 1e-9, TEMPERATURE_MESSAGE);

export const modelSchema = z
  .string({ error: 'Model is required' })
  .trim()
  .min(1, 'Model is required')
  .max(200, 'Model name is too long');

/** Key fields: absent or the masked value keeps the stored key; '' clears it. */
const apiKeyInput = z.string().trim().max(1000, 'API key is too long');

export const llmProviderSettingsSchema = z.object({
  provider: z.enum(remoteProviders),
  /** Masked ('••••3f9a') or '' when none is stored; the key itself never leaves the server. */
  apiKey: z.string(),
  hasApiKey: z.boolean(),
  model: z.string(),
  maxTokens: z.number(),
  temperature: z.number(),
  /** For azure: the resource endpoint. Null means the provider's public API. */
  baseUrl: z.string().nullable(),
  /** When these saved settings last passed a connection test; a provider answers only after one. */
  verifiedAt: z.string().nullable(),
});
export type LlmProviderSettings = z.infer<typeof llmProviderSettingsSchema>;

export const llmSettingsResponseSchema = z.object({
  defaultProvider: z.enum(aiProviders),
  /** What analysis really uses now, and why (a chosen provider without a key is not used). */
  providerInUse: z.object({ provider: z.enum(aiProviders), note: z.string() }),
  llmSettings: z.object({
    openai: llmProviderSettingsSchema,
    anthropic: llmProviderSettingsSchema,
    googleAi: llmProviderSettingsSchema,
    azure: llmProviderSettingsSchema,
  }),
  modelOptions: z.record(z.enum(llmSettingsKeys), z.array(z.string())),
});
export type LlmSettingsResponse = z.infer<typeof llmSettingsResponseSchema>;

export const llmProviderUpdateSchema = z.object({
  apiKey: apiKeyInput.optional(),
  model: modelSchema.optional(),
  maxTokens: maxTokensSchema.optional(),
  temperature: temperatureSchema.optional(),
  /** '' or null returns to the provider's public API. */
  baseUrl: z.union([z.literal(''), z.null(), httpUrl(URL_MESSAGE)]).optional(),
});
export type LlmProviderUpdate = z.infer<typeof llmProviderUpdateSchema>;

export const llmSettingsUpdateSchema = z.object({
  defaultProvider: z.enum(aiProviders, { error: 'Unknown provider' }).optional(),
  llmSettings: z
    .object({
      openai: llmProviderUpdateSchema.optional(),
      anthropic: llmProviderUpdateSchema.optional(),
      googleAi: llmProviderUpdateSchema.optional(),
      azure: llmProviderUpdateSchema.optional(),
    })
    .optional(),
});
export type LlmSettingsUpdate = z.infer<typeof llmSettingsUpdateSchema>;

export const systemSettingsSchema = z.object({
  azureEndpoint: z.string(),
  /** Masked, or '' when none is stored. */
  azureApiKey: z.string(),
  hasAzureApiKey: z.boolean(),
  azureDeployment: z.string(),
  apiBaseUrl: z.string(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const systemSettingsUpdateSchema = z.object({
  azureEndpoint: httpUrl('Azure OpenAI endpoint is required'),
  /** Absent or the masked value keeps the stored key; a key is required when none is stored. */
  azureApiKey: apiKeyInput.optional(),
  azureDeployment: z
    .string({ error: 'Deployment name is required' })
    .trim()
    .min(1, 'Deployment name is required')
    .max(200, 'Deployment name is too long'),
  apiBaseUrl: httpUrl('API base URL is required'),
});
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

export const connectionTestRequestSchema = z.object({
  /** A string rather than an enum, so an unknown one gets the spec's 'Unsupported LLM provider'. */
  provider: z
    .string({ error: 'Provider is required' })
    .trim()
    .min(1, 'Provider is required')
    .max(50),
  apiKey: apiKeyInput.optional(),
  model: modelSchema,
  maxTokens: maxTokensSchema,
  temperature: temperatureSchema,
  baseUrl: z.union([z.literal(''), z.null(), httpUrl(URL_MESSAGE)]).optional(),
});
export type ConnectionTestRequest = z.infer<typeof connectionTestRequestSchema>;

export const connectionTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  latencyMs: z.number(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const promptVersionSchema = z.object({
  version: z.number(),
  text: z.string(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Version 0 is the built-in prompt, in effect until an admin saves one. */
  isDefault: z.boolean(),
});
export type PromptVersion = z.infer<typeof promptVersionSchema>;

export const promptResponseSchema = z.object({
  category: z.enum(analysisCategories),
  current: promptVersionSchema,
  /** Newest first, ending with the built-in version 0. */
  versions: z.array(promptVersionSchema),
});
export type PromptResponse = z.infer<typeof promptResponseSchema>;

export const promptUpdateSchema = z.object({
  text: z
    .string({ error: 'Prompt text is required' })
    .trim()
    .min(1, 'Prompt text is required')
    .max(20_000, 'The prompt is too long (20,000 characters at most)'),
});

export const promptRestoreSchema = z.object({
  // The column is a 32-bit integer: a larger number can name no version (and PostgreSQL refuses it).
  version: z
    .number({ error: 'Version is required' })
    .int()
    .min(0)
    .max(2_147_483_647, { error: 'No such version' }),
});

export const aiFailureSchema = z.object({
  id: z.string(),
  provider: z.enum(remoteProviders),
  operation: z.string(),
  kind: z.string(),
  status: z.number().nullable(),
  message: z.string(),
  occurredAt: z.string(),
});
export type AiFailure = z.infer<typeof aiFailureSchema>;

export const aiFailureListSchema = z.object({
  items: z.array(aiFailureSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export function maskApiKey(key: string | null | undefined): string {
  if (!key) return '';
  return `${MASK_PREFIX}${key.slice(-4)}`;
}
