import type { DocumentType } from '../../domain/document';
import { withArticle } from '../../domain/grammar';
import { documentTypeSignals, type DocumentFacts } from '../../domain/document-checklists';
import { documentKindOf, type DocumentKind } from '../../domain/document-kind';
import { documentFacts, issueMatchOf, type CaseContext } from './document-facts';

export type DocumentScore = {
  relevanceScore: number;
  completenessScore: number;
  complianceScore: number;
  feedback: string;
  missingElements: string[];
};

export type ScoringInput = {
  type: DocumentType;
  text: string;
  context: CaseContext;
  today: Date;
  image: { width: number; height: number } | null;
  /** A PDF with no text layer that could not be OCR'd. */
  isScannedWithoutText?: boolean;
};

export const NO_TEXT_LAYER_FEEDBACK =
  'This PDF has no text layer; upload a text PDF or clear images';
const MIN_READABLE_CHARS = 20;

const round = (n: number) => Math.round(n * 100) / 100;
/** An expired, future-dated, failed, pro-forma or wrong-product document cannot be more compliant than this. */
export const SEVERE_FAILURE_CAP = 0.5;
const share = (passed: number, total: number) => (total === 0 ? 1 : passed / total);

function relevanceOf(
  type: DocumentType,
  facts: DocumentFacts,
  context: CaseContext,
  kind: DocumentKind,
): number {
  if (type === 'Image') {
    const isReadable =
      facts.image !== null && Math.min(facts.image.width, facts.image.height) >= 500;
    // A photo need not carry words; text naming the product (read by OCR) makes it clearly this product's.
    return (isReadable ? 0.5 : 0.3) + 0.5 * facts.productMatch;
  }
  // A certificate about the seller (insurance, a registration) need not name a product.
  if (kind.party)
    return (
      0.6 * kind.party.relevance(facts) + 0.3 + 0.1 * issueMatchOf(facts.text, context.description)
    );
  const signal = documentTypeSignals[type];
  const typeMatch = kind.isTitled || signal === null || signal.test(facts.text) ? 1 : 0;
  return (
    0.6 * facts.productMatch + 0.3 * typeMatch + 0.1 * issueMatchOf(facts.text, context.description)
  );
}

function feedbackOf(
  input: ScoringInput,
  facts: DocumentFacts,
  missing: string[],
  relevance: number,
  kind: DocumentKind,
): string {
  const { label, party } = kind;
  if (input.isScannedWithoutText) return NO_TEXT_LAYER_FEEDBACK;
  if (input.type !== 'Image' && facts.text.length < MIN_READABLE_CHARS) {
    return 'No readable text was found in this file; upload a text PDF, a Word file or a clear scan.';
  }
  if (input.type !== 'Image' && facts.productMatch < 0.3 && !party) {
    return `This ${label} does not mention the case's product (ASIN ${input.context.asin} or its title); check it is the right document.`;
  }
  if (missing.length > 0) {
    const listed = missing.slice(0, 3).join(', ');
    const more = missing.length > 3 ? ` and ${missing.length - 3} more` : '';
    return `Upload ${withArticle(label)} that includes: ${listed}${more}.`;
  }
  if (relevance < 0.6)
    return `This ${label} only partly matches the case; make sure it names the product (ASIN ${input.context.asin}).`;
  return `Complete ${label}${party ? '' : ' for this product'}; ready to include in your submission.`;
}

/**
 * The built-in scorer: pure, deterministic, offline. Relevance says whether the document is
 * about this case's product and issue; completeness is the share of the type's checklist found;
 * compliance is the share of its rules met (dates, results, signature, expiry).
 */
export function scoreDocument(input: ScoringInput): DocumentScore {
  const facts = documentFacts(input.text, input.context, {
    today: input.today,
    image: input.image,
  });
  const kind = documentKindOf(input.type, facts.text);
  const results = kind.checklist.map((item) => ({ item, passed: item.test(facts) }));
  const completeness = results.filter((r) => r.item.counts !== 'compliance');
  const compliance = results.filter((r) => r.item.counts !== 'completeness');
  const missingElements = [...new Set(results.filter((r) => !r.passed).map((r) => r.item.label))];
  const relevanceScore = round(Math.min(1, relevanceOf(input.type, facts, input.context, kind)));
  return {
    relevanceScore,
    completenessScore: round(
      share(completeness.filter((r) => r.passed).length, completeness.length),
    ),
    complianceScore: round(
      Math.min(
        share(compliance.filter((r) => r.passed).length, compliance.length),
        results.some((r) => r.item.severe && !r.passed) ? SEVERE_FAILURE_CAP : 1,
      ),
    ),
    feedback: feedbackOf(input, facts, missingElements, relevanceScore, kind),
    missingElements,
  };
}
