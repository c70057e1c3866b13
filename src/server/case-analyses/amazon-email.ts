import { randomUUID } from 'node:crypto';
import { formatDate } from '../../domain/dates';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { Db } from '../db/database';
import { insertCommunication } from '../communications/communications.repository';
import { analyzeSentiment } from '../communications/sentiment';
import { insertCaseAnalysis } from './case-analyses.repository';

export type AmazonEmailChanges = {
  deadline: { before: string | null; after: string | null };
  newDocuments: string[];
};

/**
 * Stores a notification e-mail on its case together with its analysis, inside the caller's
 * transaction: the entry (with its key issues), the analysis that now drives the case's
 * suggested documents, and what changed compared with the previous analysis.
 */
export async function storeAmazonEmail(
  trx: Db,
  input: {
    caseId: string;
    content: string;
    analysis: EmailAnalysis;
    previous: EmailAnalysis | null;
    authorId: string;
    timestamp: string;
  },
): Promise<{ communicationId: string; changes: AmazonEmailChanges }> {
  const communicationId = randomUUID();
  await insertCommunication(trx, {
    id: communicationId,
    caseId: input.caseId,
    type: 'Amazon Email',
    content: input.content,
    timestamp: input.timestamp,
    sentiment: analyzeSentiment(input.content),
    keyIssues: JSON.stringify(input.analysis.keyIssues),
    authorId: input.authorId,
  });
  await insertCaseAnalysis(trx, {
    id: randomUUID(),
    caseId: input.caseId,
    communicationId,
    provider: input.analysis.provider,
    result: JSON.stringify(input.analysis),
    createdAt: input.timestamp,
  });
  const known = new Set(input.previous?.suggestedDocuments.map((d) => d.name) ?? []);
  return {
    communicationId,
    changes: {
      deadline: { before: input.previous?.deadline ?? null, after: input.analysis.deadline },
      newDocuments: input.previous
        ? input.analysis.suggestedDocuments.filter((d) => !known.has(d.name)).map((d) => d.name)
        : [],
    },
  };
}

/** "Response deadline moved from Dec 1, 2026 to Nov 28, 2026. New documents requested: X, Y." */
export function describeEmailChanges(changes: AmazonEmailChanges): string {
  const parts: string[] = [];
  const { before, after } = changes.deadline;
  if (after && after !== before) {
    parts.push(
      before
        ? `Response deadline moved from ${formatDate(before)} to ${formatDate(after)}.`
        : `Response deadline set to ${formatDate(after)}.`,
    );
  }
  if (changes.newDocuments.length > 0)
    parts.push(`New documents requested: ${changes.newDocuments.join(', ')}.`);
  return parts.length > 0
    ? parts.join(' ')
    : 'No change to the deadline or the requested documents.';
}
