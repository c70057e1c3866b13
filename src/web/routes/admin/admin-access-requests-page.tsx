import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import {
  accessRequestStatuses,
  type AccessRequestApproval,
  type AccessRequestStatus,
  type AdminAccessRequest,
} from '../../../domain/access-request';
import { useApproveAccessRequest } from '../../api/admin-access-request-review';
import { useAccessRequests } from '../../api/admin-access-requests';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/kit/query-state';
import { AccessRequestList } from './access-request-list';
import { Pagination } from '../../components/pagination';
import { errorMessageOf } from '../../lib/error-message';
import { InviteLinkDialog } from './invite-link-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import { useListParams } from '../../lib/use-list-params';

type StatusTab = AccessRequestStatus | 'all';

const tabs: { value: StatusTab; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

function tabFrom(value: string | null): StatusTab {
  return (
    accessRequestStatuses.find((status) => status === value) ??
    (value === 'all' ? 'all' : 'pending')
  );
}

const emptyText: Record<StatusTab, string> = {
  pending: 'No pending access requests',
  approved: 'No approved access requests',
  rejected: 'No rejected access requests',
  all: 'No access requests yet',
};

export function AdminAccessRequestsPage() {
  const { searchParams, page, setPage, setFilter } = useListParams();
  const tab = tabFrom(searchParams.get('status'));
  const list = useAccessRequests({ status: tab === 'all' ? undefined : tab, page });
  const approve = useApproveAccessRequest();
  const [approval, setApproval] = useState<AccessRequestApproval | null>(null);
  const [rejecting, setRejecting] = useState<AdminAccessRequest | null>(null);

  const onApprove = (item: AdminAccessRequest) =>
    approve.mutate(item.id, {
      onSuccess: setApproval,
      onError: (error) => toast.error(errorMessageOf(error)),
    });

  return (
    <>
      <PageTitle title="Access Requests" />
      <PageHeader
        title="Access Requests"
        subtitle="Alpha access requests from the landing page. Approving creates the account and an invitation link."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setFilter('status', value === 'pending' ? undefined : value)}
      >
        <Tabs.List
          aria-label="Filter by status"
          className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} className="focus-visible:outline-none">
            <QueryState query={list} loadingLabel="Loading access requests">
              {(data) =>
                data.items.length === 0 ? (
                  <Card className="p-10 text-center font-medium text-gray-900">
                    {emptyText[tab]}
                  </Card>
                ) : (
                  <>
                    <AccessRequestList
                      items={data.items}
                      approvingId={approve.isPending ? (approve.variables ?? null) : null}
                      onApprove={onApprove}
                      onReject={setRejecting}
                    />
                    <Pagination
                      hideControlsOnSinglePage
                      page={data.page}
                      pageSize={data.pageSize}
                      total={data.total}
                      noun={['request', 'requests']}
                      onPageChange={setPage}
                    />
                  </>
                )
              }
            </QueryState>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <InviteLinkDialog approval={approval} onClose={() => setApproval(null)} />
      <RejectRequestDialog item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
