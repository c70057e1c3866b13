import { Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { formatDate, formatDateTime } from '../../../domain/dates';
import type { InboxItem } from '../../../domain/inbox';
import { toPercent } from '../../../domain/score-bands';
import { useIntakeAddress } from '../../api/account';
import { useAcceptInboxItem, useDismissInboxItem, useInbox } from '../../api/inbox';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CaseTypeBadge } from '../../components/cases/case-badges';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

function InboxEntry({ item }: { item: InboxItem }) {
  const accept = useAcceptInboxItem();
  const dismiss = useDismissInboxItem();
  const navigate = useNavigate();
  const [sellerId, setSellerId] = useState('');
  const [asin, setAsin] = useState(item.analysis.asins[0] ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const titleId = `inbox-${item.id}`;

  const onAccept = (caseId?: string) =>
    accept.mutate(
      {
        id: item.id,
        ...(caseId
          ? { caseId }
          : {
              ...(sellerId.trim() ? { sellerId: sellerId.trim() } : {}),
              ...(asin ? { asin } : {}),
            }),
      },
      {
        onSuccess: (created) => {
          toast.success(caseId ? 'Notice added to the case' : 'Case created from the notice');
          void navigate(`/cases/${created.id}`);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : 'Failed to accept the notice';
          setFieldError(message);
        },
      },
    );

  return (
    <Card className="p-0">
      <article aria-labelledby={titleId} className="space-y-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CaseTypeBadge caseType={item.analysis.caseType} />
          <span className="text-xs text-gray-600">Received {formatDateTime(item.receivedAt)}</span>
        </div>
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {item.subject || item.analysis.identifiedIssue}
        </h2>
        <p className="text-sm text-gray-700">From: {item.from}</p>
        <p className="text-sm text-gray-800">{item.analysis.identifiedIssue}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
          {item.analysis.asins.length > 0 && (
            <div>
              <dt className="inline">ASIN: </dt>
              <dd className="inline font-medium">{item.analysis.asins.join(', ')}</dd>
            </div>
          )}
          {item.analysis.deadline && (
            <div>
              <dt className="inline">Deadline: </dt>
              <dd className="inline font-medium">{formatDate(item.analysis.deadline)}</dd>
            </div>
          )}
          <div>
            <dt className="inline">Success probability: </dt>
            <dd className="inline font-medium">{toPercent(item.analysis.probabilityScore)}%</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-end gap-3 pt-2">
          <div className="space-y-1">
            <Label htmlFor={`${titleId}-seller`}>Seller ID</Label>
            <Input
              id={`${titleId}-seller`}
              value={sellerId}
              placeholder="Your last Seller ID"
              onChange={(e) => setSellerId(e.target.value)}
              className="w-44"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${titleId}-asin`}>ASIN</Label>
            <Input
              id={`${titleId}-asin`}
              value={asin}
              onChange={(e) => setAsin(e.target.value)}
              className="w-36"
            />
          </div>
          <Button disabled={accept.isPending} onClick={() => onAccept()}>
            Accept as new case
          </Button>
          {item.suggestedCaseId && (
            <Button
              variant="outline"
              disabled={accept.isPending}
              onClick={() => onAccept(item.suggestedCaseId!)}
            >
              Add to suggested case
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(item.id, { onSuccess: () => toast.success('Notice dismissed') })
            }
          >
            Dismiss
          </Button>
        </div>
        {fieldError && (
          <p role="alert" className="text-sm text-red-700">
            {fieldError}
          </p>
        )}
      </article>
    </Card>
  );
}

/** /inbox: notices received by e-mail that match no open case, waiting to become one. */
export function InboxPage() {
  const { data, isPending, isError, refetch } = useInbox();
  // The forwarding hint only makes sense when the server takes mail in (null: intake is off).
  const intakeAddress = useIntakeAddress().data;
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title="Inbox" />
      <PageHeader
        title="Inbox"
        subtitle="Amazon notices received by e-mail that match none of your open cases"
      />
      {isPending && <p className="text-sm text-gray-600">Loading…</p>}
      {isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          Failed to load the Inbox
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {data && data.items.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-gray-300 p-10 text-center">
          <Inbox aria-hidden="true" className="h-8 w-8 text-gray-500" />
          <p className="font-medium text-gray-900">Nothing waiting</p>
          {intakeAddress && (
            <p className="flex items-center gap-1 text-sm text-gray-600">
              <Mail aria-hidden="true" className="h-4 w-4" />
              Forward notices to your intake address (Account page) and they appear here when no
              case matches.
            </p>
          )}
        </div>
      )}
      <div className="space-y-4">
        {data?.items.map((item) => (
          <InboxEntry key={item.id} item={item} />
        ))}
      </div>
    </PageContainer>
  );
}
