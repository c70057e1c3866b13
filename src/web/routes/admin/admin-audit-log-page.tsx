import { Search } from 'lucide-react';
import { auditActions, type AuditAction } from '../../../domain/audit';
import { formatDateTime } from '../../../domain/dates';
import { useAuditLog } from '../../api/admin-audit-log';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Pagination } from '../../components/pagination';
import { auditActionLabel, auditActionLabels } from './audit-action-labels';
import { errorMessageOf } from './error-message';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 50;
const ALL = 'all';
const actionOptions = [
  { value: ALL, label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

function actionFrom(value: string | null): AuditAction | undefined {
  return auditActions.find((action) => action === value);
}

export function AdminAuditLogPage() {
  const { searchParams, search, page, searchInput, onSearchChange, setPage, setFilter } =
    useListParams();
  const action = actionFrom(searchParams.get('action'));
  const log = useAuditLog({ action, search: search || undefined, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageTitle title="Audit Log" />
      <PageHeader
        title="Audit Log"
        subtitle="Who did what and when: sign-ins, user and settings changes, case status changes and deletions"
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[16rem_minmax(0,24rem)]">
        <div className="space-y-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Select
            id="audit-action"
            value={action ?? ALL}
            options={actionOptions}
            onValueChange={(value) => setFilter('action', value === ALL ? undefined : value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-600"
            />
            <Input
              id="audit-search"
              type="search"
              className="pl-9"
              placeholder="Search summaries and actors..."
              value={searchInput}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
        </div>
      </div>

      {log.isPending && <Spinner label="Loading the audit log" />}
      {log.isError && (
        <Card className="p-6" role="alert">
          <p className="font-medium text-red-700">{errorMessageOf(log.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => log.refetch()}>
            Try Again
          </Button>
        </Card>
      )}
      {log.data &&
        (log.data.items.length === 0 ? (
          <Card className="p-10 text-center font-medium text-gray-900">No entries found</Card>
        ) : (
          <>
            <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wider text-gray-700 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 whitespace-nowrap">
                      Time
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Actor
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Action
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Summary
                    </th>
                    <th scope="col" className="px-4 py-3">
                      IP
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {log.data.items.map((entry) => (
                    <tr key={entry.id} className="align-top">
                      <td className="px-4 py-3 whitespace-nowrap text-gray-700 tabular-nums">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td className="px-4 py-3 text-gray-900">{entry.actorName ?? '—'}</td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <Badge
                          variant={entry.action === 'auth.login_failed' ? 'danger' : 'gray'}
                          title={entry.action}
                        >
                          {auditActionLabel(entry.action)}
                        </Badge>
                      </td>
                      <td className="px-4 py-3 text-gray-700">{entry.summary}</td>
                      <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-gray-700">
                        {entry.ip ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              hideControlsOnSinglePage
              page={log.data.page}
              pageSize={log.data.pageSize}
              total={log.data.total}
              noun={['entry', 'entries']}
              onPageChange={setPage}
            />
          </>
        ))}
    </>
  );
}
