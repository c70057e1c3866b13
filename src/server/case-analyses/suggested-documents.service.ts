import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import { sortByImportance, type SuggestedDocument } from '../../domain/email-analysis';
import { suggestDocuments } from '../analysis/suggested-documents';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../cases/case-actor';
import { findCase } from '../cases/cases.repository';
import { listDocumentsOfCase } from '../documents/documents.repository';
import { notFound } from '../http/app-error';
import { findLatestCaseAnalysis } from './case-analyses.repository';

/**
 * What the case still needs: the latest e-mail analysis's list, or the case type's usual
 * documents when no e-mail was analysed, each marked satisfied by an uploaded document of a
 * type that meets it (a failed upload does not count).
 */
export async function suggestedDocumentsForCase(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<SuggestedDocument[]> {
  const row = await findCase(ctx.db, actor, caseId);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const [analysis, documents] = await Promise.all([
    findLatestCaseAnalysis(ctx.db, caseId),
    listDocumentsOfCase(ctx.db, caseId),
  ]);
  const suggestions =
    analysis?.suggestedDocuments ?? suggestDocuments(row.caseType, 'general', [], true);
  const usable = [...documents].reverse().filter((d) => d.status !== 'failed');
  return sortByImportance(
    suggestions.map((suggestion) => {
      const match = usable.find((d) => suggestion.documentTypes.includes(d.type));
      return { ...suggestion, satisfied: Boolean(match), satisfiedBy: match?.id ?? null };
    }),
  );
}
