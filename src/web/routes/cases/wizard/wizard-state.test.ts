import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  toCaseCreate,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const run = (actions: WizardAction[], state: WizardState = initialWizardState) =>
  actions.reduce(wizardReducer, state);

const filled: WizardAction[] = [
  { type: 'editField', field: 'sellerId', value: 'A1SELLER' },
  { type: 'editField', field: 'asin', value: 'b0abcdefgh' },
  { type: 'editField', field: 'caseType', value: 'FBA Lock' },
  { type: 'editField', field: 'title', value: 'Mats locked' },
  { type: 'editField', field: 'description', value: 'Invoices requested' },
];

describe('new-case wizard state', () => {
  it('Next validates step 1 with the spec messages and stays on step 1', () => {
    const state = run([{ type: 'next' }]);
    expect(state.step).toBe(1);
    expect(state.errors).toEqual({
      sellerId: 'Seller ID is required',
      asin: 'ASIN is required',
      caseType: 'Case type is required',
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it("clears a field's error as soon as it is edited", () => {
    const state = run([{ type: 'next' }, { type: 'editField', field: 'title', value: 'x' }]);
    expect(state.errors.title).toBeUndefined();
    expect(state.errors.sellerId).toBe('Seller ID is required');
  });

  it('checks the ASIN format', () => {
    const state = run([
      ...filled,
      { type: 'editField', field: 'asin', value: 'B0SHORT' },
      { type: 'next' },
    ]);
    expect(state.errors).toEqual({ asin: 'ASIN must be 10 letters or digits' });
  });

  it('moves forward to 3 and back never below 1', () => {
    expect(run([...filled, { type: 'next' }, { type: 'next' }, { type: 'next' }]).step).toBe(3);
    expect(run([...filled, { type: 'next' }, { type: 'back' }, { type: 'back' }]).step).toBe(1);
  });

  const analysis = {
    caseType: 'Suppression' as const,
    title: 'From e-mail',
    probabilityScore: 0.8,
    suggestedDocuments: [],
    deadline: '2026-12-01',
  };

  it('an analysis fills case type and title only when empty and always sets the probability', () => {
    const untouched = run([{ type: 'applyAnalysis', analysis }]);
    expect(untouched.details).toMatchObject({ caseType: 'Suppression', title: 'From e-mail' });
    const typed = run([...filled, { type: 'applyAnalysis', analysis }]);
    expect(typed.details).toMatchObject({ caseType: 'FBA Lock', title: 'Mats locked' });
    expect(typed.probabilityScore).toBe(0.8);
    expect(toCaseCreate(typed)).toMatchObject({ probabilityScore: 0.8, dueDate: '2026-12-01' });
  });

  it("leaves the probability to the server when it sends the e-mail: the analysis' figure is not the seller's estimate", () => {
    const state = run([
      ...filled,
      { type: 'editEmail', content: 'Hello from Amazon' },
      { type: 'applyAnalysis', analysis },
    ]);
    expect(state.probabilityScore).toBe(0.8);
    expect(toCaseCreate(state)).not.toHaveProperty('probabilityScore');
    expect(toCaseCreate(state)).toMatchObject({ emailContent: 'Hello from Amazon' });
  });

  it('builds the create request: trimmed e-mail, upper-case ASIN, probability left to the server without analysis', () => {
    const state = run([...filled, { type: 'editEmail', content: '  Hello from Amazon  ' }]);
    expect(toCaseCreate(state)).toEqual({
      sellerId: 'A1SELLER',
      asin: 'B0ABCDEFGH',
      caseType: 'FBA Lock',
      title: 'Mats locked',
      description: 'Invoices requested',
      emailContent: 'Hello from Amazon',
    });
  });
});
