import { z } from 'zod';
import {
  llmSettingsKeys,
  maxTokensSchema,
  temperatureSchema,
  URL_MESSAGE,
  type ConnectionTestRequest,
  type LlmProviderSettings,
  type LlmProviderUpdate,
  type LlmSettingsKey,
  type LlmSettingsResponse,
  type LlmSettingsUpdate,
} from '../../../domain/ai-settings';
import { aiProviders, type AiProvider } from '../../../domain/email-analysis';

/** The model select's entry for a name typed by hand (newer models, self-hosted servers). */
export const CUSTOM_MODEL = '__custom__';

export const providerLabels: Record<LlmSettingsKey, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  googleAi: 'Google AI',
  azure: 'Azure OpenAI',
};

export const defaultProviderOptions: { value: AiProvider; label: string }[] = [
  { value: 'builtin', label: 'Built-in analyzer' },
  { value: 'openai', label: 'OpenAI' },
  { value: 'anthropic', label: 'Anthropic' },
  { value: 'google', label: 'Google AI' },
  { value: 'azure', label: 'Azure OpenAI' },
];

/** The providers' public APIs, shown as the base URL placeholder. */
export const publicBaseUrls: Record<LlmSettingsKey, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  googleAi: 'https://generativelanguage.googleapis.com',
  azure: 'https://my-resource.openai.azure.com',
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Azure's deployment may stay empty until the endpoint is set up on API Settings. */
const providerFormSchema = (isModelRequired: boolean) =>
  z
    .object({
      /** Empty keeps the stored key; the key itself never comes back from the server. */
      apiKey: z.string().trim().max(1000, 'API key is too long'),
      clearKey: z.boolean(),
      model: z.string(),
      customModel: z.string().trim().max(200, 'Model name is too long'),
      baseUrl: z.string().trim().max(2000, 'The URL is too long'),
      maxTokens: maxTokensSchema,
      temperature: temperatureSchema,
    })
    .superRefine((value, ctx) => {
      if (isModelRequired && value.model === CUSTOM_MODEL && !value.customModel) {
        ctx.addIssue({ code: 'custom', message: 'Model is required', path: ['customModel'] });
      }
      if (value.baseUrl && !isHttpUrl(value.baseUrl)) {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGE, path: ['baseUrl'] });
      }
    });

export type ProviderFormValues = z.input<ReturnType<typeof providerFormSchema>>;

export const llmSettingsFormSchema = z.object({
  defaultProvider: z.enum(aiProviders, { error: 'Unknown provider' }),
  providers: z.object({
    openai: providerFormSchema(true),
    anthropic: providerFormSchema(true),
    googleAi: providerFormSchema(true),
    azure: providerFormSchema(false),
  }),
});

export type LlmSettingsFormValues = z.input<typeof llmSettingsFormSchema>;

function providerFormValues(
  key: LlmSettingsKey,
  settings: LlmProviderSettings,
  options: string[],
): ProviderFormValues {
  // azure has no list: its 'model' is the deployment name, always typed
  const isListed = options.includes(settings.model);
  return {
    apiKey: '',
    clearKey: false,
    model: isListed ? settings.model : CUSTOM_MODEL,
    customModel: isListed ? '' : settings.model,
    baseUrl: settings.baseUrl ?? '',
    maxTokens: settings.maxTokens,
    temperature: settings.temperature,
  };
}

export function formValuesOf(response: LlmSettingsResponse): LlmSettingsFormValues {
  const entry = (key: LlmSettingsKey) =>
    providerFormValues(key, response.llmSettings[key], response.modelOptions[key] ?? []);
  return {
    defaultProvider: response.defaultProvider,
    providers: {
      openai: entry('openai'),
      anthropic: entry('anthropic'),
      googleAi: entry('googleAi'),
      azure: entry('azure'),
    },
  };
}

export function modelOf(values: ProviderFormValues): string {
  return (values.model === CUSTOM_MODEL ? values.customModel : values.model).trim();
}

/** Absent keeps the stored key, '' removes it, anything else replaces it. */
function apiKeyChange(values: ProviderFormValues): { apiKey?: string } {
  if (values.clearKey) return { apiKey: '' };
  const typed = values.apiKey.trim();
  return typed ? { apiKey: typed } : {};
}

function providerUpdate(values: ProviderFormValues): LlmProviderUpdate {
  const model = modelOf(values);
  return {
    ...apiKeyChange(values),
    // an Azure card left without a deployment keeps whatever is stored
    ...(model ? { model } : {}),
    maxTokens: values.maxTokens,
    temperature: values.temperature,
    baseUrl: values.baseUrl.trim() || null,
  };
}

export function toLlmSettingsUpdate(values: LlmSettingsFormValues): LlmSettingsUpdate {
  return {
    defaultProvider: values.defaultProvider,
    llmSettings: Object.fromEntries(
      llmSettingsKeys.map((key) => [key, providerUpdate(values.providers[key])]),
    ),
  };
}

export function toConnectionTest(
  key: LlmSettingsKey,
  values: ProviderFormValues,
): ConnectionTestRequest {
  return {
    provider: key,
    ...apiKeyChange(values),
    model: modelOf(values),
    maxTokens: values.maxTokens,
    temperature: values.temperature,
    baseUrl: values.baseUrl.trim() || null,
  };
}
