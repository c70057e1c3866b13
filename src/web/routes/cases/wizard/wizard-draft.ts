import { initialWizardState, type WizardState } from './wizard-state';

// Per user, in this browser only: a draft never leaves the machine it was typed on.
const draftKey = (userId: string) => `casepilot:new-case-draft:${userId}`;
const sellerKey = (userId: string) => `casepilot:last-seller-id:${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<WizardState>;
  return (
    (v.step === 1 || v.step === 2 || v.step === 3) &&
    typeof v.details === 'object' &&
    v.details !== null &&
    typeof v.emailContent === 'string'
  );
}

/** The saved draft, or a fresh wizard with the seller's last Seller ID filled in. */
export function loadWizardDraft(userId: string | undefined): WizardState {
  const store = storage();
  if (!userId || !store) return initialWizardState;
  try {
    const saved: unknown = JSON.parse(store.getItem(draftKey(userId)) ?? 'null');
    if (isWizardState(saved))
      return {
        ...initialWizardState,
        ...saved,
        details: { ...initialWizardState.details, ...saved.details },
      };
  } catch {
    // A draft that no longer parses is dropped.
  }
  const sellerId = store.getItem(sellerKey(userId)) ?? '';
  return { ...initialWizardState, details: { ...initialWizardState.details, sellerId } };
}

export function saveWizardDraft(userId: string | undefined, state: WizardState): void {
  const store = storage();
  if (!userId || !store) return;
  try {
    store.setItem(draftKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the wizard still works, only without a draft.
  }
}

/** After a case is created: the draft is done; its Seller ID is remembered for the next one. */
export function finishWizardDraft(userId: string | undefined, sellerId: string): void {
  const store = storage();
  if (!userId || !store) return;
  try {
    store.removeItem(draftKey(userId));
    store.setItem(sellerKey(userId), sellerId);
  } catch {
    // see saveWizardDraft
  }
}
