import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  llmSettingsKeys,
  type LlmSettingsResponse,
  type LlmSettingsUpdate,
} from '../../../domain/ai-settings';
import { useUpdateLlmSettings } from '../../api/admin-llm-settings';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';
import { Card, CardContent } from '../../components/card';
import { SelectField } from '../../components/select-field';
import { FormAlert } from '../../components/kit/form-alert';
import {
  defaultProviderOptions,
  formValuesOf,
  llmSettingsFormSchema,
  toLlmSettingsUpdate,
  type LlmSettingsFormValues,
} from './llm-settings-form';
import { ProviderCard } from './provider-card';

export function ProviderSettingsTab({ settings }: { settings: LlmSettingsResponse }) {
  const save = useUpdateLlmSettings();
  const form = useForm<LlmSettingsFormValues>({
    resolver: zodResolver(llmSettingsFormSchema),
    defaultValues: formValuesOf(settings),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    const update: LlmSettingsUpdate = toLlmSettingsUpdate(values);
    save.mutate(update, {
      onSuccess: (saved) => {
        toast.success('LLM settings saved');
        // typed keys are spent: the boxes go back to empty, showing the new masks
        reset(formValuesOf(saved));
      },
    });
  });

  const failure = save.isError
    ? save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED'
      ? `Failed to update settings: ${Object.values(save.error.fields)[0] ?? save.error.message}`
      : 'Failed to update settings'
    : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Provider settings" className="space-y-6">
        <Card>
          <CardContent className="grid gap-4 p-6 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
            <SelectField
              control={control}
              name="defaultProvider"
              id="default-provider"
              label="Default Provider"
              error={errors.defaultProvider?.message}
              options={defaultProviderOptions}
            />
            <div className="space-y-1 text-sm">
              <p role="status" data-testid="provider-in-use" className="font-medium text-gray-900">
                In use:{' '}
                {defaultProviderOptions.find((o) => o.value === settings.providerInUse.provider)
                  ?.label ?? settings.providerInUse.provider}
              </p>
              <p className="text-gray-600">{settings.providerInUse.note}</p>
            </div>
          </CardContent>
        </Card>

        <div className="grid gap-6 xl:grid-cols-2">
          {llmSettingsKeys.map((key) => (
            <ProviderCard
              key={key}
              settingsKey={key}
              stored={settings.llmSettings[key]}
              modelOptions={settings.modelOptions[key] ?? []}
            />
          ))}
        </div>

        <FormAlert message={failure} />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save All Settings'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
