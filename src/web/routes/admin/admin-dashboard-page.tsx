import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function AdminDashboardPage() {
  return (
    <>
      <PageTitle title="Admin Dashboard" />
      <PageHeader title="Admin Dashboard" subtitle="Users, cases and system health at a glance" />
      <ComingSoonNotice>
        Users, active cases, API requests and system status will appear here.
      </ComingSoonNotice>
    </>
  );
}
