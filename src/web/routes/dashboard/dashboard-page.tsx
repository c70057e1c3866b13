import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function DashboardPage() {
  return (
    <PageContainer>
      <PageTitle title="Dashboard" />
      <PageHeader title="Dashboard" subtitle="Monitor and manage your Amazon seller cases" />
      <ComingSoonNotice>Statistics and your recent cases will appear here.</ComingSoonNotice>
    </PageContainer>
  );
}
