import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { TwoFactorStatus } from '../../../domain/two-factor';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { errorMessageOf } from '../../lib/error-message';
import { useTwoFactorStatus, useUpdateSecuritySettings } from '../../api/two-factor';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { FormAlert } from '../../components/kit/form-alert';
import { TwoFactorSetupCard } from './two-factor-setup-card';

function RequirementCard({ status }: { status: TwoFactorStatus }) {
  const save = useUpdateSecuritySettings();
  const [required, setRequired] = useState(status.requiredForAdmins);
  const failure = save.error
    ? save.error instanceof ApiError
      ? save.error.message
      : NETWORK_ERROR_MESSAGE
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>All Administrators</CardTitle>
        <CardDescription>
          When required, an administrator without two-factor sign-in can only reach this page until
          they turn it on.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="checkbox"
            checked={required}
            onChange={(event) => setRequired(event.target.checked)}
            className="h-4 w-4"
          />
          Require two-factor sign-in for all administrators
        </label>
        <FormAlert message={failure} />
        <Button
          disabled={save.isPending || required === status.requiredForAdmins}
          onClick={() =>
            save.mutate(
              { requireAdminTwoFactor: required },
              { onSuccess: () => toast.success('Settings saved successfully') },
            )
          }
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </CardContent>
    </Card>
  );
}

export function AdminSecurityPage() {
  const status = useTwoFactorStatus();
  return (
    <>
      <PageTitle title="Security" />
      <PageHeader
        title="Security"
        subtitle="Two-factor sign-in for your account and for all administrators"
      />
      {status.isPending && <Spinner label="Loading security settings" />}
      {status.isError && (
        <Card className="p-6" role="alert">
          <p className="font-medium text-red-700">{errorMessageOf(status.error)}</p>
        </Card>
      )}
      {status.data && (
        <div className="space-y-6">
          <TwoFactorSetupCard status={status.data} />
          <RequirementCard key={String(status.data.requiredForAdmins)} status={status.data} />
        </div>
      )}
    </>
  );
}
