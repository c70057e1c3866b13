import { Card, CardContent } from '../../components/card';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { CaseDetailsStep } from './wizard/case-details-step';
import { DocumentsStep } from './wizard/documents-step';
import { EmailStep } from './wizard/email-step';
import { useNewCaseWizard } from './wizard/use-new-case-wizard';
import { WizardStepper } from './wizard/wizard-stepper';

export function NewCasePage() {
  const { state, dispatch, createCase, isCreating, createError } = useNewCaseWizard();
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
      <PageTitle title="New Case" />
      <PageHeader title="Create New Case" subtitle="Case details, e-mail analysis and documents in three steps" />
      <WizardStepper current={state.step} />
      <Card>
        <CardContent className="p-6">
          {state.step === 1 && <CaseDetailsStep state={state} dispatch={dispatch} />}
          {state.step === 2 && <EmailStep state={state} dispatch={dispatch} />}
          {state.step === 3 && (
            <DocumentsStep
              state={state}
              dispatch={dispatch}
              onCreate={createCase}
              isCreating={isCreating}
              createError={createError}
            />
          )}
        </CardContent>
      </Card>
      </div>
    </PageContainer>
  );
}
