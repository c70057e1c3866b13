import { Check, X } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../domain/dates';
import type { AccessRequestStatus, AdminAccessRequest } from '../../../domain/access-request';
import { Badge, type BadgeVariant } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CopyInviteAgainButton } from './copy-invite-again-button';

const statusVariant: Record<AccessRequestStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const LONG_USE_CASE = 160;

function UseCase({ text }: { text: string }) {
  if (text.length <= LONG_USE_CASE) {
    return <p className="text-sm whitespace-pre-line text-gray-700">{text}</p>;
  }
  return (
    <details className="group text-sm text-gray-700">
      <summary className="cursor-pointer list-none">
        <span className="group-open:hidden">{text.slice(0, LONG_USE_CASE).trimEnd()}… </span>
        <span className="font-medium text-blue-700 hover:underline">
          <span className="group-open:hidden">Show more</span>
          <span className="hidden group-open:inline">Show less</span>
        </span>
      </summary>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </details>
  );
}

export function AccessRequestList({
  items,
  approvingId,
  onApprove,
  onReject,
}: {
  items: AdminAccessRequest[];
  approvingId: string | null;
  onApprove: (item: AdminAccessRequest) => void;
  onReject: (item: AdminAccessRequest) => void;
}) {
  return (
    <ul className="space-y-3" aria-label="Access requests">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold break-all text-gray-900">{item.email}</p>
                <Badge variant={statusVariant[item.status]}>{item.status}</Badge>
              </div>
              <p className="text-sm text-gray-900">
                <span className="text-gray-600">Company:</span> {item.companyName}
              </p>
              <UseCase text={item.useCase} />
              <p className="text-xs text-gray-600">
                Submitted {formatDate(item.createdAt)}
                {item.reviewedAt && ` · Reviewed ${formatDateTime(item.reviewedAt)}`}
              </p>
              {item.status === 'rejected' && item.reviewNote && (
                <p className="text-sm text-gray-700">
                  <span className="font-medium">Reason:</span> {item.reviewNote}
                </p>
              )}
            </div>
            {item.status === 'approved' && (
              <div className="flex shrink-0 gap-2">
                <CopyInviteAgainButton requestId={item.id} email={item.email} />
              </div>
            )}
            {item.status === 'pending' && (
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  onClick={() => onApprove(item)}
                  disabled={approvingId !== null}
                  aria-label={`Approve ${item.email}`}
                >
                  <Check aria-hidden="true" className="h-4 w-4" />
                  {approvingId === item.id ? 'Approving...' : 'Approve'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onReject(item)}
                  aria-label={`Reject ${item.email}`}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  Reject
                </Button>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
