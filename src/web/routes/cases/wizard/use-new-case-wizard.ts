import { useEffect, useReducer } from 'react';
import { useCurrentUser } from '../../../api/auth';
import { loadWizardDraft, saveWizardDraft } from './wizard-draft';
import { wizardReducer } from './wizard-state';

/**
 * The wizard's state and its moves (spec §2 New-case wizard); step 3 creates the case. The
 * state is kept as a draft in this browser, so a reload or a detour loses nothing.
 */
export function useNewCaseWizard() {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const [state, dispatch] = useReducer(wizardReducer, userId, loadWizardDraft);
  useEffect(() => saveWizardDraft(userId, state), [userId, state]);
  return { state, dispatch };
}
