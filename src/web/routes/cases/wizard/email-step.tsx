import type { Dispatch } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Textarea } from '../../../components/textarea';
import { StepHeading } from './step-heading';
import type { WizardAction, WizardState } from './wizard-state';

/** Step 2 (for now): paste the Amazon e-mail; the AI analysis plugs in here with its own issue. */
export function EmailStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  return (
    <div className="space-y-5">
      <StepHeading takeFocus={state.hasMoved}>Email Analysis</StepHeading>
      <FormField
        id="emailContent"
        label="Amazon e-mail (optional)"
        hint="Paste the notification you received from Amazon. It is saved with the case as an 'Amazon Email' communication. Automatic analysis of the e-mail is coming soon."
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={10}
            value={state.emailContent}
            onChange={(e) => dispatch({ type: 'editEmail', content: e.target.value })}
            placeholder="Paste the Amazon email here..."
          />
        )}
      </FormField>
      <div className="flex justify-between">
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Button onClick={() => dispatch({ type: 'next' })}>Next: Documentation</Button>
      </div>
    </div>
  );
}
