import type { Case } from '../../domain/case';
import type { CaseDocument } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { withArticle } from '../../domain/grammar';

export type PlanOfAction = {
  issue: string;
  rootCause: string;
  correctiveActions: string[];
  preventiveMeasures: string[];
  enclosures: string[];
};

/** Marks a place where only the seller knows the fact; the template shows it for them to fill. */
export const placeholder = (what: string) => `[${what}]`;

const preventiveByType: Record<Case['caseType'], string[]> = {
  Suppression: [
    'Every product is checked against the applicable safety standards before it is listed, and its certificates and test reports are kept on file.',
    "Listing content is reviewed against Amazon's product safety and detail-page policies before publishing.",
    `A named person reviews compliance documents every ${placeholder('interval, e.g. quarter')} and renews them before they expire.`,
  ],
  'FBA Lock': [
    'We buy only from authorised manufacturers and distributors and keep their invoices for at least 365 days.',
    'Supplier and buyer names and addresses on invoices are checked to match our seller account before inventory is shipped.',
    `Incoming inventory is inspected on arrival at ${placeholder('warehouse or prep centre')} and its chain of custody recorded.`,
  ],
  'ASIN Request': [
    "Product data (specifications, category, brand) is verified against the manufacturer's documents before a listing is created or changed.",
    'Brand Registry and specification documents are kept current and ready for catalogue requests.',
  ],
};

/** A Plan of Action drafted from the case's analysis and documents, honest about what is unknown. */
export function draftPlanOfAction(
  c: Case,
  analysis: EmailAnalysis | null,
  documents: CaseDocument[],
): PlanOfAction {
  const usable = documents.filter((d) => d.status !== 'failed');
  const issue = analysis?.identifiedIssue ?? c.caseType;
  const quoted =
    analysis?.keyIssues
      .slice(0, 2)
      .map((k) => `"${k}"`)
      .join(' ') ?? '';
  const rootCause =
    `Amazon's notice raises ${withArticle(issue.toLowerCase())} on ASIN ${c.asin} (${c.title}). ` +
    (quoted ? `The notice states: ${quoted} ` : `${c.description} `) +
    `Our review found the root cause to be: ${placeholder('what went wrong and why, in one or two sentences')}.`;
  const correctiveActions = [
    ...usable.map(
      (d) => `We obtained and enclose the ${documentTypeLabels[d.type].toLowerCase()} "${d.name}".`,
    ),
    ...(analysis?.suggestedDocuments
      .filter(
        (s) => s.importance === 'Critical' && !usable.some((d) => s.documentTypes.includes(d.type)),
      )
      .map((s) => `${placeholder(`Obtain and enclose: ${s.name}`)}`) ?? []),
    `We reviewed the listing for ASIN ${c.asin} and ${placeholder('describe the correction made to the listing or inventory')}.`,
  ];
  return {
    issue,
    rootCause,
    correctiveActions,
    preventiveMeasures: preventiveByType[c.caseType],
    enclosures: usable.map((d) => `${d.name} (${documentTypeLabels[d.type]})`),
  };
}
