import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function CaseDetailPage() {
  const { id } = useParams();
  return (
    <PageContainer>
      <PageTitle title="Case Details" />
      <PageHeader
        title="Case Details"
        subtitle={id ? `Case ${id}` : undefined}
        actions={
          <ButtonLink to="/cases" variant="outline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Cases
          </ButtonLink>
        }
      />
      <ComingSoonNotice>
        The case summary, documentation, communication and debrief tabs will appear here.
      </ComingSoonNotice>
    </PageContainer>
  );
}
