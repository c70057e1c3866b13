import { auditActions, type AuditAction } from '../../../domain/audit';
import { formatDateTime } from '../../../domain/dates';
import { useAuditLog } from '../../api/admin-audit-log';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { DataTable, type DataTableColumn } from '../../components/kit/data-table';
import { QueryState } from '../../components/kit/query-state';
import { SearchInput } from '../../components/kit/search-input';
import { Label } from '../../components/label';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Select } from '../../components/select';
import { Pagination } from '../../components/pagination';
import { auditActionLabel, auditActionLabels } from './audit-action-labels';
import { useListParams } from '../../lib/use-list-params';

const PAGE_SIZE = 50;
const ALL = 'all';
const actionOptions = [
  { value: ALL, label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

const columns: DataTableColumn[] = [
  { key: 'time', header: 'Time', className: 'whitespace-nowrap' },
  { key: 'actor', header: 'Actor' },
  { key: 'action', header: 'Action' },
  { key: 'summary', header: 'Summary' },
  { key: 'ip', header: 'IP' },
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
          <SearchInput
            id="audit-search"
            placeholder="Search summaries and actors..."
            value={searchInput}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>

      <QueryState query={log} loadingLabel="Loading the audit log">
        {(data) =>
          data.items.length === 0 ? (
            <Card className="p-10 text-center font-medium text-gray-900">No entries found</Card>
          ) : (
            <>
              <DataTable columns={columns}>
                {data.items.map((entry) => (
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
              </DataTable>
              <Pagination
                hideControlsOnSinglePage
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                noun={['entry', 'entries']}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
