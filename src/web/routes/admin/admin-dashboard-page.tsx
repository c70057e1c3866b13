import { Activity, FolderOpen, Inbox, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminOverview } from '../../api/admin-overview';
import { Card } from '../../components/card';
import { QueryState } from '../../components/kit/query-state';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

const formatCount = (value: number) => value.toLocaleString('en-US');

function Tile({
  label,
  value,
  icon,
  hint,
  tone = 'text-gray-900',
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  hint?: string;
  tone?: string;
}) {
  return (
    <Card className="flex items-start justify-between gap-4 p-6">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-600">{label}</p>
        <p className={`mt-2 text-3xl font-bold break-words ${tone}`}>{value}</p>
        {hint && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
      </div>
      <span className="rounded-full bg-blue-50 p-3 text-blue-700">{icon}</span>
    </Card>
  );
}

export function AdminDashboardPage() {
  const overview = useAdminOverview();
  const isActive = overview.data?.systemStatus === 'Active';

  return (
    <>
      <PageTitle title="Admin Dashboard" />
      <PageHeader title="Admin Dashboard" subtitle="Users, cases and system health at a glance" />
      <QueryState query={overview} loadingLabel="Loading the overview">
        {(data) => (
          <div className="space-y-6">
            <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Tile
                label="Total Users"
                value={formatCount(data.totalUsers)}
                icon={<Users aria-hidden="true" className="h-6 w-6" />}
              />
              <Tile
                label="Active Cases"
                value={formatCount(data.activeCases)}
                hint="Not Approved, Closed or Rejected"
                icon={<FolderOpen aria-hidden="true" className="h-6 w-6" />}
              />
              <Tile
                label="API Requests"
                value={formatCount(data.apiRequests)}
                hint="Last 30 days"
                icon={<Zap aria-hidden="true" className="h-6 w-6" />}
              />
              <Tile
                label="System Status"
                value={data.systemStatus}
                tone={isActive ? 'text-green-700' : 'text-red-700 text-lg'}
                icon={<Activity aria-hidden="true" className="h-6 w-6" />}
              />
            </section>
            <Link
              to="/admin/access-requests"
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <Card className="flex items-center justify-between gap-4 p-6 transition-colors hover:bg-gray-50">
                <div>
                  <p className="text-sm font-medium text-gray-600">Pending Access Requests</p>
                  <p className="mt-2 text-3xl font-bold text-gray-900">
                    {formatCount(data.pendingAccessRequests)}
                  </p>
                  <p className="mt-1 text-sm text-blue-700">Review access requests →</p>
                </div>
                <span className="rounded-full bg-amber-50 p-3 text-amber-700">
                  <Inbox aria-hidden="true" className="h-6 w-6" />
                </span>
              </Card>
            </Link>
          </div>
        )}
      </QueryState>
    </>
  );
}
