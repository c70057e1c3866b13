import { randomUUID } from 'node:crypto';
import type { EmailAnalysis } from '../../domain/email-analysis';
import type { Transaction } from '../db/database';
import { recordCaseAnalysis } from '../analysis/case-analyses';
import { insertCommunication } from './communications.repository';
import { analyzeSentiment } from './sentiment';

/**
 * Stores a notification e-mail on its case together with its analysis, inside the caller's
 * transaction: the entry (with its key issues) and the analysis. What the e-mail changes on the
 * case (requirements, deadline, proposed status) is src/server/case-model/notice-update.ts.
 */
export async function storeAmazonEmail(
  trx: Transaction,
  input: {
    caseId: string;
    content: string;
    analysis: EmailAnalysis;
    authorId: string;
    timestamp: string;
  },
): Promise<{ communicationId: string }> {
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
  await recordCaseAnalysis(trx, {
    id: randomUUID(),
    caseId: input.caseId,
    communicationId,
    provider: input.analysis.provider,
    result: JSON.stringify(input.analysis),
    createdAt: input.timestamp,
  });
  return { communicationId };
}
