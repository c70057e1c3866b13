import type { CaseType } from '../../domain/case';
import type { AnalysisCategory } from '../../domain/email-analysis';

const categoryOfCaseType: Record<CaseType, AnalysisCategory> = {
  Suppression: 'suppression',
  'FBA Lock': 'fba',
  'ASIN Request': 'other',
};

/** Which admin prompt speaks for a case when no analysed e-mail names a category. */
export function promptCategoryOf(caseType: string): AnalysisCategory {
  return categoryOfCaseType[caseType as CaseType] ?? 'other';
}
