import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  systemSettingsUpdateSchema,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '../../../domain/ai-settings';
import { useSystemSettings, useUpdateSystemSettings } from '../../api/admin-system-settings';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/kit/query-state';
import { FormAlert } from '../../components/kit/form-alert';
import { errorMessageOf } from '../../lib/error-message';
import { applyFieldErrors } from '../../lib/server-errors';

const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully';
const SETTINGS_FAILED_MESSAGE = 'Failed to update settings';
const KEY_REQUIRED_MESSAGE = 'Azure API key is required';

type SettingsValues = {
  azureEndpoint: string;
  azureApiKey: string;
  azureDeployment: string;
  apiBaseUrl: string;
};
const fieldNames = ['azureEndpoint', 'azureApiKey', 'azureDeployment', 'apiBaseUrl'] as const;

/** Every field is required (spec §5); a stored key counts, so an empty key box keeps it. */
function settingsSchemaFor(hasStoredKey: boolean) {
  return (
    systemSettingsUpdateSchema
      .extend({ azureApiKey: systemSettingsUpdateSchema.shape.azureApiKey.unwrap() })
      .refine((v) => hasStoredKey || v.azureApiKey.length > 0, {
        message: KEY_REQUIRED_MESSAGE,
        path: ['azureApiKey'],
      })
      // the key travels only when typed: absent means 'keep the stored one'
      .transform(({ azureApiKey, ...rest }): SystemSettingsUpdate =>
        azureApiKey ? { ...rest, azureApiKey } : rest,
      )
  );
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const save = useUpdateSystemSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SettingsValues, unknown, SystemSettingsUpdate>({
    resolver: zodResolver(settingsSchemaFor(settings.hasAzureApiKey)),
    defaultValues: {
      azureEndpoint: settings.azureEndpoint,
      azureApiKey: '',
      azureDeployment: settings.azureDeployment,
      apiBaseUrl: settings.apiBaseUrl,
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(SETTINGS_SAVED_MESSAGE);
        reset({
          azureEndpoint: saved.azureEndpoint,
          azureApiKey: '',
          azureDeployment: saved.azureDeployment,
          apiBaseUrl: saved.apiBaseUrl,
        });
      },
      onError: (error) => applyFieldErrors(error, fieldNames, setError),
    }),
  );

  const failure =
    save.isError &&
    (save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED'
      ? save.error.message
      : SETTINGS_FAILED_MESSAGE);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="API settings" className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Azure OpenAI</CardTitle>
          <CardDescription>
            The Azure OpenAI resource used when Azure is the AI provider. These are the same
            settings as the Azure card on LLM Settings.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField
            id="azureEndpoint"
            label="Azure OpenAI Endpoint"
            hint="For example https://my-resource.openai.azure.com"
            error={errors.azureEndpoint?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register('azureEndpoint')}
                type="url"

                spellCheck={false}
              />
            )}
          </FormField>
          <FormField
            id="azureApiKey"
            label="API Key"
            hint={
              settings.hasAzureApiKey
                ? `A key (${settings.azureApiKey}) is stored. Leave empty to keep it.`
                : 'Stored encrypted on the server; never shown again.'
            }
            error={errors.azureApiKey?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register('azureApiKey')}
                type="password"
                autoComplete="off"
                placeholder={settings.azureApiKey || 'Enter the API key'}
              />
            )}
          </FormField>
          <FormField
            id="azureDeployment"
            label="Deployment Name"
            error={errors.azureDeployment?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register('azureDeployment')}

                spellCheck={false}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Backend API</CardTitle>
          <CardDescription>
            The public address of the backend API. Invitation links are built from the server's
            PUBLIC_BASE_URL, never from this field.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormField
            id="apiBaseUrl"
            label="Backend API Base URL"
            hint="For example https://casepilot.example.com"
            error={errors.apiBaseUrl?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...register('apiBaseUrl')}
                type="url"

                spellCheck={false}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <FormAlert message={failure || null} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

export function AdminSettingsPage() {
  const settings = useSystemSettings();
  return (
    <>
      <PageTitle title="System Settings" />
      <PageHeader
        title="API Settings"
        subtitle="Azure OpenAI endpoint, deployment and backend API settings"
      />
      <QueryState
        query={settings}
        loadingLabel="Loading settings"
        errorMessage={(error) => errorMessageOf(error, 'Failed to load settings')}
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </>
  );
}
