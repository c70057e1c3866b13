// The case vocabulary without its zod schemas (case.ts), so screens that only list or filter
// cases do not pull the validator into the browser.
export const caseTypes = ['Suppression', 'FBA Lock', 'ASIN Request'] as const;
export type CaseType = (typeof caseTypes)[number];

export const ASIN_PATTERN = /^[A-Za-z0-9]{10}$/;
export const DEFAULT_PROBABILITY_SCORE = 0.5;
