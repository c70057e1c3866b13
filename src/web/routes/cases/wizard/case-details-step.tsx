import type { Dispatch } from 'react';
import { caseTypes } from '../../../../domain/case-type';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import { Textarea } from '../../../components/textarea';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { StepHeading } from './step-heading';
import type { DetailsField, WizardAction, WizardState } from './wizard-state';

const typeOptions = caseTypes.map((caseType) => ({ value: caseType, label: caseType }));

/** Step 1: the case's own fields (spec §5 messages; an error clears when its field is edited). */
export function CaseDetailsStep({
  state,
  dispatch,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}) {
  const { details, errors } = state;
  // Valid, the wizard moves on and the next step's heading takes focus; invalid, the first error does.
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const edit = (field: DetailsField) => (value: string) =>
    dispatch({ type: 'editField', field, value });

  return (
    <form
      ref={ref}
      noValidate
      aria-label="Case details"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'next' });
        focusFirstInvalid();
      }}
    >
      <StepHeading takeFocus={state.hasMoved}>Case Details</StepHeading>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="sellerId" label="Seller ID" error={errors.sellerId}>
          {(aria) => (
            <Input
              {...aria}
              value={details.sellerId}
              onChange={(e) => edit('sellerId')(e.target.value)}
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          id="asin"
          label="ASIN"
          error={errors.asin}
          hint="10 letters or digits, e.g. B0CX4KETTL"
        >
          {(aria) => (
            <Input
              {...aria}
              value={details.asin}
              onChange={(e) => edit('asin')(e.target.value)}
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>
      <FormField id="caseType" label="Case Type" error={errors.caseType}>
        {(aria) => (
          <Select
            {...aria}
            value={details.caseType}
            onValueChange={edit('caseType')}
            options={typeOptions}
            placeholder="Select case type"
          />
        )}
      </FormField>
      <FormField id="title" label="Title" error={errors.title}>
        {(aria) => (
          <Input {...aria} value={details.title} onChange={(e) => edit('title')(e.target.value)} />
        )}
      </FormField>
      <FormField id="description" label="Description" error={errors.description}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={5}
            value={details.description}
            onChange={(e) => edit('description')(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit">Next: Email Analysis</Button>
      </div>
    </form>
  );
}
