import { randomUUID } from 'node:crypto';
import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import type { Communication, CommunicationCreate } from '../../domain/communication';
import { analyzeEmailWithDefaultProvider } from '../ai/email-analysis.service';
import type { AppContext } from '../app-context';
import { describeEmailChanges, storeAmazonEmail } from '../case-analyses/amazon-email';
import { findLatestCaseAnalysis } from '../case-analyses/case-analyses.repository';
import type { CaseActor } from '../cases/case-actor';
import { findCase, updateCase } from '../cases/cases.repository';
import { notFound } from '../http/app-error';
import {
  findCommunication,
  insertCommunication,
  listCommunicationsOfCase,
} from './communications.repository';
import { analyzeSentiment } from './sentiment';
import { recordSystemEntry } from './system-entry';

async function requireCaseId(ctx: AppContext, actor: CaseActor, caseId: string): Promise<string> {
  const row = await findCase(ctx.db, actor, caseId);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return row.id;
}

export async function listCommunications(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Communication[]> {
  return listCommunicationsOfCase(ctx.db, await requireCaseId(ctx, actor, caseId));
}

export async function addCommunication(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  input: CommunicationCreate,
): Promise<Communication & { changes?: string }> {
  await requireCaseId(ctx, actor, caseId);
  const content = input.content.trim();
  const now = ctx.now();
  const timestamp = now.toISOString();

  if (input.type !== 'Amazon Email') {
    const id = randomUUID();
    await insertCommunication(ctx.db, {
      id,
      caseId,
      type: input.type,
      content,
      timestamp,
      sentiment: analyzeSentiment(content),
      keyIssues: '[]',
      authorId: actor.id,
    });
    await ctx.db
      .updateTable('cases')
      .set({ updatedAt: timestamp })
      .where('id', '=', caseId)
      .execute();
    return requireStored(ctx, id);
  }

  // The provider call happens before the transaction, so no database lock waits on the network.
  const analysis = await analyzeEmailWithDefaultProvider(ctx, content);
  const { communicationId, changes } = await ctx.db.transaction().execute(async (trx) => {
    const previous = await findLatestCaseAnalysis(trx, caseId);
    const stored = await storeAmazonEmail(trx, {
      caseId,
      content,
      analysis,
      previous,
      authorId: actor.id,
      timestamp,
    });
    await updateCase(trx, caseId, {
      updatedAt: timestamp,
      ...(analysis.deadline ? { dueDate: analysis.deadline } : {}),
    });
    await recordSystemEntry(trx, {
      caseId,
      content: `New Amazon e-mail analysed. ${describeEmailChanges(stored.changes)}`,
      authorId: actor.id,
      timestamp: new Date(now.getTime() + 1).toISOString(),
    });
    return stored;
  });
  return {
    ...(await requireStored(ctx, communicationId)),
    changes: describeEmailChanges(changes),
  };
}

async function requireStored(ctx: AppContext, id: string): Promise<Communication> {
  const found = await findCommunication(ctx.db, id);
  if (!found) throw new Error('communication vanished after insert');
  return found;
}
