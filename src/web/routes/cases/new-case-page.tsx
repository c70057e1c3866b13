import { useState } from 'react';
import { Card, CardContent } from '../../components/card';
import type { PendingUpload } from '../../components/documents/pending-upload';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { CaseDetailsStep } from './wizard/case-details-step';
import { DocumentsUploadStep } from './wizard/documents-upload-step';
import { EmailAnalysisStep } from './wizard/email-analysis-step';
import { useNewCaseWizard } from './wizard/use-new-case-wizard';
import { WizardStepper } from './wizard/wizard-stepper';

export function NewCasePage() {
  const { state, dispatch } = useNewCaseWizard();
  const [files, setFiles] = useState<PendingUpload[]>([]);
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageTitle title="New Case" />
        <PageHeader
          title="Create New Case"
          subtitle="Case details, e-mail analysis and documents in three steps"
        />
        <WizardStepper current={state.step} />
        <Card>
          <CardContent className="p-6">
            {state.step === 1 && <CaseDetailsStep state={state} dispatch={dispatch} />}
            {state.step === 2 && <EmailAnalysisStep state={state} dispatch={dispatch} />}
            {state.step === 3 && (
              <DocumentsUploadStep
                state={state}
                dispatch={dispatch}
                files={files}
                onFilesChange={setFiles}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
