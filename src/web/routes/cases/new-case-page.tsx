import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function NewCasePage() {
  return (
    <PageContainer>
      <PageTitle title="New Case" />
      <PageHeader
        title="Create New Case"
        subtitle="Case details, e-mail analysis and documents in three steps"
      />
      <ComingSoonNotice>The three-step case creation wizard will appear here.</ComingSoonNotice>
    </PageContainer>
  );
}
