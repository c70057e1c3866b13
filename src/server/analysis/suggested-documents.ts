import type { CaseType } from '../../domain/case';
import {
  sortByImportance,
  type Importance,
  type SuggestedDocument,
} from '../../domain/email-analysis';
import { documentCatalog, documentKind } from './document-catalog';
import type { IssueKind } from './identify-issue';

/** Spec §9: the documents each case type usually needs. */
export const baseDocuments: Record<CaseType, Array<{ id: string; importance: Importance }>> = {
  Suppression: [
    { id: 'safety-certification', importance: 'Critical' },
    { id: 'laboratory-test-reports', importance: 'High' },
    { id: 'declaration-of-conformity', importance: 'High' },
    { id: 'product-images', importance: 'Medium' },
  ],
  'FBA Lock': [
    { id: 'supplier-invoices', importance: 'Critical' },
    { id: 'authorization-letter', importance: 'Critical' },
    { id: 'product-authenticity-documentation', importance: 'High' },
    { id: 'chain-of-custody-documentation', importance: 'Medium' },
  ],
  'ASIN Request': [
    { id: 'product-specification-sheet', importance: 'High' },
    { id: 'brand-registry-documentation', importance: 'Medium' },
    { id: 'product-categorization-justification', importance: 'High' },
  ],
};

/**
 * Issues a base document actually helps with. The spec lists safety paperwork for every
 * suppression; for a missing main image it would only mislead, so it drops to Low there.
 */
const relevantIssues: Record<string, IssueKind[] | 'all'> = {
  'safety-certification': ['product-safety', 'dangerous-goods', 'general'],
  'laboratory-test-reports': ['product-safety', 'dangerous-goods', 'general'],
  'declaration-of-conformity': ['product-safety', 'general'],
  'product-images': 'all',
  'supplier-invoices': [
    'authenticity',
    'condition',
    'trademark',
    'copyright',
    'intellectual-property',
    'information-request',
    'general',
  ],
  'authorization-letter': [
    'authenticity',
    'trademark',
    'copyright',
    'intellectual-property',
    'information-request',
    'general',
  ],
  'product-authenticity-documentation': [
    'authenticity',
    'trademark',
    'intellectual-property',
    'general',
  ],
  'chain-of-custody-documentation': ['authenticity', 'condition', 'general'],
  'product-specification-sheet': 'all',
  'brand-registry-documentation': 'all',
  'product-categorization-justification': 'all',
};

function isRelevant(id: string, issue: IssueKind): boolean {
  const issues = relevantIssues[id] ?? 'all';
  return issues === 'all' || issues.includes(issue);
}

function suggestion(
  id: string,
  importance: Importance,
  isRequested: boolean,
  isRelevantToIssue: boolean,
): SuggestedDocument {
  const kind = documentKind(id);
  let description = kind.description;
  if (isRequested) description += ' The e-mail asks for this explicitly.';
  else if (!isRelevantToIssue)
    description += ' Usually not needed for this issue; keep it ready in case Amazon asks.';
  return {
    id: kind.id,
    name: kind.name,
    description,
    importance,
    examples: kind.examples,
    documentTypes: kind.documentTypes,
    satisfied: false,
    satisfiedBy: null,
  };
}

/**
 * The case type's spec list merged with what the e-mail asks for: requested documents are
 * Critical (added when the list lacks them), list items unrelated to the issue drop to Low.
 * No suggestions for an e-mail that is not a notice.
 */
export function suggestDocuments(
  caseType: CaseType,
  issue: IssueKind,
  requestedNames: string[],
  isNotice: boolean,
): SuggestedDocument[] {
  if (!isNotice) return [];
  const requestedIds = documentCatalog
    .filter((k) => requestedNames.includes(k.name))
    .map((k) => k.id);
  const result: SuggestedDocument[] = baseDocuments[caseType].map(({ id, importance }) => {
    const isRequested = requestedIds.includes(id);
    const relevant = isRelevant(id, issue);
    return suggestion(
      id,
      isRequested ? 'Critical' : relevant ? importance : 'Low',
      isRequested,
      relevant,
    );
  });
  for (const id of requestedIds) {
    if (!result.some((s) => s.id === id)) result.push(suggestion(id, 'Critical', true, true));
  }
  return sortByImportance(result);
}
