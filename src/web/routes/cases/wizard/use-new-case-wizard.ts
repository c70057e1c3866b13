import { useReducer } from 'react';
import { initialWizardState, wizardReducer } from './wizard-state';

/** The wizard's state and its moves (spec §2 New-case wizard); step 3 creates the case. */
export function useNewCaseWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  return { state, dispatch };
}
