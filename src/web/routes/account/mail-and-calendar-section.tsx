import { toast } from '../../lib/toast';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useIntakeAddress,
  useRevokeCalendarFeed,
  useRotateIntakeAddress,
} from '../../api/account';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { CopyField } from './copy-field';

export function IntakeAddressSection() {
  const { data: address, isPending } = useIntakeAddress();
  const rotate = useRotateIntakeAddress();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notice intake address</CardTitle>
        <CardDescription>
          Forward Amazon&apos;s account-health e-mails to this private address: each notice is added
          to its case, with its attachments, or waits in your Inbox.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending && <p className="text-sm text-gray-600">Loading…</p>}
        {address === null && (
          <p className="text-sm text-gray-700">
            E-mail intake is not enabled on this server. Ask your administrator to set it up.
          </p>
        )}
        {address && (
          <>
            <CopyField label="Intake address" value={address} testId="intake-address" />
            <Button
              variant="outline"
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () =>
                    toast.success('New address created; the old one no longer works'),
                })
              }
            >
              Replace address
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function CalendarSection() {
  const { data } = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deadline calendar</CardTitle>
        <CardDescription>
          Subscribe to your cases&apos; response deadlines in Google Calendar, Outlook or Apple
          Calendar. Anyone with the link can read it; revoke it any time.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {data?.url && <CopyField label="Calendar link" value={data.url} testId="calendar-url" />}
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={create.isPending}
            onClick={() => create.mutate()}
          >
            {data?.url ? 'Create a new link' : 'Create calendar link'}
          </Button>
          {data?.url && (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              Revoke link
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
