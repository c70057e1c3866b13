import type { EmailAnalysis } from '../../../../domain/email-analysis';

/** A case title from an analysis, used only when the seller left the title empty. */
export function titleFromAnalysis(
  analysis: Pick<EmailAnalysis, 'identifiedIssue' | 'asins'>,
): string {
  const [asin] = analysis.asins;
  return asin ? `${analysis.identifiedIssue} – ${asin}` : analysis.identifiedIssue;
}
