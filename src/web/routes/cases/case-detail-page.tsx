import { AlertCircle, ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CASE_NOT_FOUND_MESSAGE } from '../../../domain/case';
import { useCaseDetail } from '../../api/case-detail';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { PageContainer } from '../../components/page-container';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { CaseDeleteDialog } from './case-delete-dialog';
import { CaseDetailTabs } from './case-detail-tabs';
import { CaseEditDialog } from './case-edit-dialog';
import { StatusProposalBanner } from './status-proposal-banner';

function BackToCases() {
  return (
    <ButtonLink to="/cases" variant="outline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Cases
    </ButtonLink>
  );
}

function messageOf(error: Error): string {
  if (error instanceof ApiError)
    return error.status === 404 ? CASE_NOT_FOUND_MESSAGE : error.message;
  return NETWORK_ERROR_MESSAGE;
}

export function CaseDetailPage() {
  const { id = '' } = useParams();
  const detail = useCaseDetail(id);
  const [isEditOpen, setEditOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  // Where focus goes when the status-proposal banner (and the button just pressed) goes away.
  const heading = useRef<HTMLHeadingElement>(null);

  if (detail.isPending) {
    return (
      <PageContainer>
        <PageTitle title="Case Details" />
        <p className="flex items-center gap-2 text-gray-700">
          <Spinner label="Loading" />
          Loading case details...
        </p>
      </PageContainer>
    );
  }

  if (detail.isError) {
    return (
      <PageContainer>
        <PageTitle title="Error Loading Case" />
        <Card className="mx-auto max-w-lg p-8 text-center" role="alert">
          <AlertCircle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
          <h1 className="mt-3 text-xl font-semibold text-gray-900">Error Loading Case</h1>
          <p className="mt-1 text-gray-700">{messageOf(detail.error)}</p>
          <div className="mt-5">
            <BackToCases />
          </div>
        </Card>
      </PageContainer>
    );
  }

  const item = detail.data;
  return (
    <PageContainer>
      <PageTitle title={item.title} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <BackToCases />
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-3xl font-bold tracking-tight text-gray-900 focus:outline-none"
          >
            Case Details
          </h1>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setEditOpen(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit Case
          </Button>
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete Case
          </Button>
        </div>
      </div>

      <StatusProposalBanner caseId={item.id} onSettled={() => heading.current?.focus()} />
      <CaseDetailTabs item={item} />

      <CaseEditDialog item={item} open={isEditOpen} onOpenChange={setEditOpen} />
      <CaseDeleteDialog
        caseId={item.id}
        title={item.title}
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
      />
    </PageContainer>
  );
}
