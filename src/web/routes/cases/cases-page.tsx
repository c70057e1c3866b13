import { Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function CasesPage() {
  return (
    <PageContainer>
      <PageTitle title="Cases" />
      <PageHeader
        title="Cases"
        subtitle="Manage your Amazon seller cases"
        actions={
          <ButtonLink to="/cases/new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Case
          </ButtonLink>
        }
      />
      <ComingSoonNotice>
        Your case list, with search and filters, will appear here.
      </ComingSoonNotice>
    </PageContainer>
  );
}
