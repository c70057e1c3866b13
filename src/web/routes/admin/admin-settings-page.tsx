import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function AdminSettingsPage() {
  return (
    <>
      <PageTitle title="System Settings" />
      <PageHeader
        title="API Settings"
        subtitle="Azure OpenAI endpoint, deployment and backend API settings"
      />
      <ComingSoonNotice>The system settings form will appear here.</ComingSoonNotice>
    </>
  );
}
