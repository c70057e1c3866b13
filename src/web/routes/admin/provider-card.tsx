import { PlugZap } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  MAX_TOKENS_LIMIT,
  type LlmProviderSettings,
  type LlmSettingsKey,
} from '../../../domain/ai-settings';
import { useTestLlmConnection } from '../../api/admin-llm-connection-test';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { ConnectionTestResultView } from './connection-test-result';
import { errorMessageOf } from '../../lib/error-message';
import {
  CUSTOM_MODEL,
  modelOf,
  providerLabels,
  publicBaseUrls,
  toConnectionTest,
  type LlmSettingsFormValues,
} from './llm-settings-form';

export function ProviderCard({
  settingsKey,
  stored,
  modelOptions,
}: {
  settingsKey: LlmSettingsKey;
  stored: LlmProviderSettings;
  modelOptions: string[];
}) {
  const {
    register,
    control,
    trigger,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useFormContext<LlmSettingsFormValues>();
  const test = useTestLlmConnection();
  const path = `providers.${settingsKey}` as const;
  const fieldErrors = errors.providers?.[settingsKey];
  const id = (field: string) => `${settingsKey}-${field}`;
  const isAzure = settingsKey === 'azure';
  const model = useWatch({ control, name: `${path}.model` });
  const isClearingKey = useWatch({ control, name: `${path}.clearKey` });
  const selectOptions = [
    ...modelOptions.map((option) => ({ value: option, label: option })),
    { value: CUSTOM_MODEL, label: 'Custom model…' },
  ];

  const onTest = async () => {
    if (!(await trigger(path))) return;
    const values = getValues(path);
    if (!modelOf(values)) {
      setError(`${path}.customModel`, {
        message: isAzure ? 'Deployment name is required' : 'Model is required',
      });
      return;
    }
    test.mutate(toConnectionTest(settingsKey, values));
  };

  return (
    <Card role="region" aria-labelledby={id('title')}>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id={id('title')}>{providerLabels[settingsKey]}</CardTitle>
          <p className="mt-1 text-xs text-gray-600">
            Provider value <code className="font-mono">{stored.provider}</code>
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Badge variant={stored.hasApiKey ? 'success' : 'gray'}>
            {stored.hasApiKey ? 'Key stored' : 'No key'}
          </Badge>
          {stored.hasApiKey && (
            <Badge variant={stored.verifiedAt ? 'success' : 'warning'}>
              {stored.verifiedAt ? 'Tested' : 'Not tested'}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField
          id={id('api-key')}
          label="API Key"
          hint={
            isClearingKey
              ? 'The stored key will be removed when you save.'
              : stored.hasApiKey
                ? 'Leave empty to keep the stored key.'
                : 'Stored encrypted on the server; never shown again.'
          }
          error={fieldErrors?.apiKey?.message}
        >
          {(aria) => (
            <div className="flex gap-2">
              <Input
                {...aria}
                {...register(`${path}.apiKey`)}
                type="password"
                autoComplete="off"
                disabled={isClearingKey}
                placeholder={stored.apiKey || 'Enter the API key'}
              />
              {stored.hasApiKey && (
                <Button
                  variant="ghost"
                  size="md"
                  onClick={() =>
                    setValue(`${path}.clearKey`, !isClearingKey, { shouldDirty: true })
                  }
                >
                  {isClearingKey ? 'Keep key' : 'Remove key'}
                </Button>
              )}
            </div>
          )}
        </FormField>

        {isAzure ? (
          <FormField
            id={id('model')}
            label="Deployment Name"
            error={fieldErrors?.customModel?.message}
          >
            {(aria) => <Input {...aria} {...register(`${path}.customModel`)} spellCheck={false} />}
          </FormField>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={id('model')} label="Model" error={fieldErrors?.model?.message}>
              {(aria) => (
                <Controller
                  control={control}
                  name={`${path}.model`}
                  render={({ field }) => (
                    <Select
                      {...aria}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      options={selectOptions}
                    />
                  )}
                />
              )}
            </FormField>
            {model === CUSTOM_MODEL && (
              <FormField
                id={id('custom-model')}
                label="Custom model"
                hint="Any model name the provider or server accepts."
                error={fieldErrors?.customModel?.message}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...register(`${path}.customModel`)}
                    placeholder="e.g. gpt-4o"
                    spellCheck={false}
                  />
                )}
              </FormField>
            )}
          </div>
        )}

        <FormField
          id={id('base-url')}
          label={isAzure ? 'Endpoint' : 'Base URL (optional)'}
          hint={
            isAzure
              ? 'The Azure OpenAI resource endpoint.'
              : settingsKey === 'openai'
                ? 'For an OpenAI-compatible or self-hosted server; empty uses the public API.'
                : `For a proxy or gateway in front of the ${providerLabels[settingsKey]} API; empty uses the public API.`
          }
          error={fieldErrors?.baseUrl?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register(`${path}.baseUrl`)}
              type="url"
              placeholder={publicBaseUrls[settingsKey]}
              spellCheck={false}
            />
          )}
        </FormField>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={id('max-tokens')}
            label="Max Tokens"
            hint={`1 to ${MAX_TOKENS_LIMIT.toLocaleString('en-US')}`}
            error={fieldErrors?.maxTokens?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register(`${path}.maxTokens`, { valueAsNumber: true })}
                type="number"
                min={1}
                max={MAX_TOKENS_LIMIT}
                step={1}
              />
            )}
          </FormField>
          <FormField
            id={id('temperature')}
            label="Temperature"
            hint="0 to 2, in steps of 0.1"
            error={fieldErrors?.temperature?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register(`${path}.temperature`, { valueAsNumber: true })}
                type="number"
                min={0}
                max={2}
                step={0.1}
              />
            )}
          </FormField>
        </div>

        <div className="flex flex-wrap items-center gap-4 border-t border-gray-100 pt-4">
          <Button variant="outline" onClick={onTest} disabled={test.isPending}>
            <PlugZap aria-hidden="true" className="h-4 w-4" />
            {test.isPending ? 'Testing...' : 'Test Connection'}
          </Button>
          <div aria-live="polite" className="min-w-0 flex-1">
            {test.data && !test.isPending && <ConnectionTestResultView result={test.data} />}
            {test.isError && !test.isPending && (
              <ConnectionTestResultView
                result={{ success: false, message: errorMessageOf(test.error), latencyMs: 0 }}
              />
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
