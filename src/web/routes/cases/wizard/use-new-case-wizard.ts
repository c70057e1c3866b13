import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useCreateCase } from '../../../api/case-create';
import { ApiError } from '../../../api/http';
import { detailsErrorsOf, initialWizardState, toCaseCreate, wizardReducer } from './wizard-state';

/** All of the wizard: its state, its moves and the final create (spec §2 New-case wizard). */
export function useNewCaseWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const navigate = useNavigate();
  const create = useCreateCase();

  const createCase = () =>
    create.mutate(toCaseCreate(state), {
      onSuccess: (created) => navigate(`/cases/${created.id}`),
      onError: (error) => {
        if (error instanceof ApiError) dispatch({ type: 'showErrors', errors: detailsErrorsOf(error.fields) });
      },
    });

  return { state, dispatch, createCase, isCreating: create.isPending, createError: create.error };
}
