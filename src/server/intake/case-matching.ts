import { isOpen } from '../../domain/case-status';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { findCaseMentioning, listAnalysesOfCases, listCasesToMatch } from './intake.repository';

export type CaseMatch = { caseId: string | null; suggestedCaseId: string | null; reason: string };

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// "Case ID: 1234567890", "Reference number 15873420991", "Ref #12345678".
const AMAZON_REFERENCE =
  /\b(?:case|reference|ref)\b(?:\s*(?:id|number|no\.?))?(?:\s*[:#])?\s*(\d{6,15})\b/gi;
const ASIN = /\b(B0[0-9A-Z]{8})\b/g;

/** Amazon case and reference numbers quoted in a mail ("Case ID: 1234567890"). */
export function amazonReferencesIn(text: string): string[] {
  return [...new Set([...text.matchAll(AMAZON_REFERENCE)].map((m) => m[1]!))];
}

/**
 * Finds the seller's open case a notice belongs to: the CasePilot case id quoted in the mail,
 * then the same ASIN, then an Amazon reference number already seen on the case, then the same
 * issue type when only one open case has it. Anything weaker is only a suggestion.
 */
export async function matchCase(
  ctx: AppContext,
  userId: string,
  analysis: EmailAnalysis,
  text: string,
): Promise<CaseMatch> {
  const rows = await listCasesToMatch(ctx.db, userId);
  const open = rows.filter((row) => isOpen(row.status));
  if (open.length === 0) return { caseId: null, suggestedCaseId: null, reason: 'no open case' };

  const quotedIds = new Set([...text.matchAll(UUID)].map((m) => m[0].toLowerCase()));
  const byId = open.find((row) => quotedIds.has(row.id.toLowerCase()));
  if (byId) return { caseId: byId.id, suggestedCaseId: null, reason: 'case id' };

  const asins = new Set([
    ...analysis.asins.map((a) => a.toUpperCase()),
    ...[...text.matchAll(ASIN)].map((m) => m[1]!),
  ]);
  const byAsin = open.find((row) => asins.has(row.asin.toUpperCase()));
  if (byAsin) return { caseId: byAsin.id, suggestedCaseId: null, reason: 'ASIN' };

  const references = amazonReferencesIn(text);
  for (const reference of references) {
    const hit = await findCaseMentioning(
      ctx.db,
      open.map((row) => row.id),
      reference,
    );
    if (hit) return { caseId: hit.caseId, suggestedCaseId: null, reason: 'Amazon reference' };
  }

  const sameType = open.filter((row) => row.caseType === analysis.caseType);
  if (sameType.length > 0) {
    const analyses = await listAnalysesOfCases(
      ctx.db,
      sameType.map((row) => row.id),
    );
    const latestIssue = new Map<string, string>();
    for (const a of analyses) {
      if (latestIssue.has(a.caseId)) continue;
      latestIssue.set(a.caseId, (JSON.parse(a.result) as EmailAnalysis).identifiedIssue);
    }
    const sameIssue = sameType.filter(
      (row) => latestIssue.get(row.id) === analysis.identifiedIssue,
    );
    // Same issue and product line is a match only when it cannot be two cases.
    if (sameIssue.length === 1 && analysis.asins.length === 0)
      return { caseId: sameIssue[0]!.id, suggestedCaseId: null, reason: 'same issue' };
    return {
      caseId: null,
      suggestedCaseId: (sameIssue[0] ?? sameType[0])!.id,
      reason: 'suggestion',
    };
  }
  return { caseId: null, suggestedCaseId: null, reason: 'no match' };
}
