import { randomUUID } from 'node:crypto';
import type { Communication, CommunicationCreate } from '../../domain/communication';
import { analyzeEmailWithDefaultProvider } from '../analysis/email-analysis.service';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { ensureRequirements, refreshCaseModelById } from '../case-model/case-model';
import { applyNotice, describeNoticeChanges, noticeKindLabel } from '../case-model/notice-update';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess, touchCase } from '../case-access/case-access';
import { storeAmazonEmail } from './amazon-email';
import {
  findCommunication,
  insertCommunication,
  listCommunicationsOfCase,
} from './communications.repository';
import { analyzeSentiment } from './sentiment';
import { recordSystemEntry } from './system-entry';
import { notifyUser } from '../notifications/notify';

async function requireCaseId(ctx: AppContext, actor: CaseActor, caseId: string): Promise<string> {
  return (await requireCaseAccess(ctx.db, actor, caseId)).id;
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
    // Checked again in the transaction: a case deleted meanwhile answers 404, not a failed insert.
    return ctx.db.transaction().execute(async (trx) => {
      await requireCaseAccess(trx, actor, caseId);
      await insertCommunication(trx, {
        id,
        caseId,
        type: input.type,
        content,
        timestamp,
        sentiment: analyzeSentiment(content),
        keyIssues: '[]',
        authorId: actor.id,
      });
      await touchCase(trx, caseId, timestamp);
      return requireStored(trx, id);
    });
  }

  // The provider call happens before the transaction, so no database lock waits on the network.
  const analysis = await analyzeEmailWithDefaultProvider(ctx, content, { userId: actor.id });
  const { communication, note, proposal } = await ctx.db.transaction().execute(async (trx) => {
    const current = await requireCaseAccess(trx, actor, caseId);
    // A case from before the case model gets its requirements from its earlier notices first.
    await ensureRequirements(trx, current, timestamp);
    const stored = await storeAmazonEmail(trx, {
      caseId,
      content,
      analysis,
      authorId: actor.id,
      timestamp,
    });
    const changes = await applyNotice(trx, {
      case: current,
      analysis,
      communicationId: stored.communicationId,
      now,
    });
    await touchCase(trx, caseId, timestamp);
    const note = describeNoticeChanges(changes);
    await recordSystemEntry(trx, {
      caseId,
      content: `New Amazon e-mail analysed (${noticeKindLabel(changes.kind)}). ${note}`,
      authorId: actor.id,
      timestamp: new Date(now.getTime() + 1).toISOString(),
    });
    await refreshCaseModelById(trx, caseId, now);
    const proposal = changes.proposedStatus
      ? { ownerId: current.ownerId, title: current.title, status: changes.proposedStatus }
      : null;
    // Read here: once committed, a delete of the case may take the e-mail along at once.
    return { communication: await requireStored(trx, stored.communicationId), note, proposal };
  });
  // After the commit: the seller hears of the proposed status the way they chose (issue 13).
  if (proposal) {
    await notifyUser(ctx, {
      userId: proposal.ownerId,
      kind: 'status-proposal',
      caseId,
      message: `Amazon's latest e-mail on "${proposal.title}" proposes the status ${proposal.status}.`,
    });
  }
  return { ...communication, changes: note };
}

async function requireStored(db: Db, id: string): Promise<Communication> {
  const found = await findCommunication(db, id);
  if (!found) throw new Error('communication vanished after insert');
  return found;
}
