import {
  caseFieldsSchema,
  DEFAULT_PROBABILITY_SCORE,
  type CaseCreate,
  type CaseType,
} from '../../../../domain/case';
import type { EmailAnalysis, SuggestedDocument } from '../../../../domain/email-analysis';

/** Step 1's fields as typed (case type empty until chosen). */
export interface CaseDetailsDraft {
  sellerId: string;
  asin: string;
  caseType: CaseType | '';
  title: string;
  description: string;
}
export type DetailsField = keyof CaseDetailsDraft;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export type WizardStep = 1 | 2 | 3;
export const LAST_STEP: WizardStep = 3;

export interface WizardState {
  step: WizardStep;
  /** False until the user first moves between steps: only then does a step heading take focus. */
  hasMoved: boolean;
  details: CaseDetailsDraft;
  errors: DetailsErrors;
  emailContent: string;
  /** The e-mail analysis' estimate once there is one; the default until then. */
  probabilityScore: number;
  /** True once an analysis has filled probabilityScore, suggestedDocuments and dueDate. */
  isAnalyzed: boolean;
  suggestedDocuments: SuggestedDocument[];
  dueDate: string | null;
}

export type WizardAction =
  | { type: 'editField'; field: DetailsField; value: string }
  | { type: 'next' }
  | { type: 'back' }
  /** Step 2 without an e-mail: the case is created from step 1 alone. */
  | { type: 'skip' }
  | { type: 'editEmail'; content: string }
  | {
      type: 'applyAnalysis';
      analysis: Pick<
        EmailAnalysis,
        'caseType' | 'probabilityScore' | 'suggestedDocuments' | 'deadline'
      > & { title?: string };
    }
  | { type: 'showErrors'; errors: DetailsErrors };

export const initialWizardState: WizardState = {
  step: 1,
  hasMoved: false,
  details: { sellerId: '', asin: '', caseType: '', title: '', description: '' },
  errors: {},
  emailContent: '',
  probabilityScore: DEFAULT_PROBABILITY_SCORE,
  isAnalyzed: false,
  suggestedDocuments: [],
  dueDate: null,
};

const detailsSchema = caseFieldsSchema.pick({
  sellerId: true,
  asin: true,
  caseType: true,
  title: true,
  description: true,
});

const detailsFields: readonly DetailsField[] = [
  'sellerId',
  'asin',
  'caseType',
  'title',
  'description',
];

function isDetailsField(name: PropertyKey): name is DetailsField {
  return (detailsFields as readonly PropertyKey[]).includes(name);
}

/** Step 1's validation with the domain's messages: the first message per field. */
export function validateDetails(details: CaseDetailsDraft): DetailsErrors {
  const result = detailsSchema.safeParse(details);
  if (result.success) return {};
  const errors: DetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== undefined && isDetailsField(field) && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'editField': {
      // spec §5: a field's error clears as soon as the field is edited
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, details: { ...state.details, [action.field]: action.value }, errors };
    }
    case 'next': {
      if (state.step === 1) {
        // "Next validates step 1 only"
        const errors = validateDetails(state.details);
        if (Object.keys(errors).length > 0) return { ...state, errors };
      }
      if (state.step === LAST_STEP) return state;
      return { ...state, step: (state.step + 1) as WizardStep, hasMoved: true };
    }
    case 'back':
      return state.step === 1
        ? state
        : { ...state, step: (state.step - 1) as WizardStep, hasMoved: true };
    case 'skip':
      return state.step === 2 ? { ...state, step: 3, hasMoved: true } : state;
    case 'editEmail':
      return { ...state, emailContent: action.content };
    case 'applyAnalysis': {
      // spec §4: pre-fill case type and title only when empty; always take the probability
      const { analysis } = action;
      const details = {
        ...state.details,
        caseType: state.details.caseType || analysis.caseType,
        title: state.details.title || analysis.title || '',
      };
      return {
        ...state,
        details,
        probabilityScore: analysis.probabilityScore,
        isAnalyzed: true,
        suggestedDocuments: analysis.suggestedDocuments,
        // A newer analysis (an edited e-mail) brings the newer deadline.
        dueDate: analysis.deadline ?? state.dueDate,
      };
    }
    case 'showErrors': {
      const hasDetailsErrors = Object.keys(action.errors).length > 0;
      return hasDetailsErrors
        ? { ...state, errors: action.errors, step: 1, hasMoved: true }
        : state;
    }
  }
}

/** The create request for a wizard whose step 1 is valid (throws otherwise). */
export function toCaseCreate(state: WizardState): CaseCreate {
  const details = detailsSchema.parse(state.details);
  const email = state.emailContent.trim();
  return {
    ...details,
    // The server analyses the e-mail it is sent and computes the probability from it; the
    // analysis' figure sent back with it would be kept as the seller's own estimate ("Your own
    // estimate (Edit Case)") although the seller never gave one. Without an e-mail, the server's
    // default applies unless an analysis set one.
    ...(state.isAnalyzed && !email ? { probabilityScore: state.probabilityScore } : {}),
    ...(state.dueDate ? { dueDate: state.dueDate } : {}),
    ...(email ? { emailContent: email } : {}),
  };
}

/** Server field errors that belong to step 1. */
export function detailsErrorsOf(fields: Record<string, string>): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const [field, message] of Object.entries(fields))
    if (isDetailsField(field)) errors[field] = message;
  return errors;
}
