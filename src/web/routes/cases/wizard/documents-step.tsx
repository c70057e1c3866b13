import type { Dispatch } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/button';
import { StepHeading } from './step-heading';
import type { WizardAction, WizardState } from './wizard-state';

/** Step 3 (for now): documents are uploaded from the case page; this step creates the case. */
export function DocumentsStep({
  state,
  dispatch,
  onCreate,
  isCreating,
  createError,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  onCreate: () => void;
  isCreating: boolean;
  createError: Error | null;
}) {
  return (
    <div className="space-y-5">
      <StepHeading takeFocus={state.hasMoved}>Documents</StepHeading>
      <p className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        Supporting documents (invoices, certificates, test reports, images) can be uploaded from the case page
        once the case is created.
      </p>
      {createError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p className="font-medium">Failed to create case</p>
          {createError instanceof ApiError && createError.message !== 'Failed to create case' && (
            <p className="mt-1">{createError.message}</p>
          )}
        </div>
      )}
      <div className="flex justify-between">
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={isCreating}>
          Back
        </Button>
        <Button onClick={onCreate} disabled={isCreating}>
          {isCreating ? 'Creating...' : 'Create Case'}
        </Button>
      </div>
    </div>
  );
}
