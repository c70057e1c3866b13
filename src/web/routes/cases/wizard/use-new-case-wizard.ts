import { useLayoutEffect, useReducer } from 'react';
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
  // Saved as the change is rendered, not after the next paint: a passive effect waits for a
  // frame, and a reload right after typing (the e2e test does it within milliseconds on a busy
  // machine) left the last field unsaved.
  useLayoutEffect(() => saveWizardDraft(userId, state), [userId, state]);
  return { state, dispatch };
}
