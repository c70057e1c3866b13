import { randomUUID } from 'node:crypto';
import {
  CASE_NOT_FOUND_MESSAGE,
  DEFAULT_PROBABILITY_SCORE,
  type Case,
  type CaseCreate,
  type CaseUpdate,
} from '../../domain/case';
import type { CaseListQuery, CaseListResponse } from '../../domain/case-list';
import { canTransition, isResolved, outcomeOf } from '../../domain/case-status';
import type { Communication } from '../../domain/communication';
import type { CaseDocument } from '../../domain/document';
import type { AppContext } from '../app-context';
import { analyzeEmailWithDefaultProvider } from '../ai/email-analysis.service';
import { storeAmazonEmail } from '../case-analyses/amazon-email';
import { listCommunicationsOfCase } from '../communications/communications.repository';
import { recordSystemEntry } from '../communications/system-entry';
import { removeDocumentFiles } from '../documents/document-storage';
import { listDocumentsOfCase, listStorageKeysOfCase } from '../documents/documents.repository';
import { recordAudit } from '../audit/audit.service';
import { conflict, notFound } from '../http/app-error';
import { removePackage } from '../package/package-files';
import type { CaseActor } from './case-actor';
import { changedFields, describeFieldChanges } from './case-changes';
import { searchTextOf, toCase } from './cases.mapper';
import * as repo from './cases.repository';

export type CaseDetail = Case & { documents: CaseDocument[]; communications: Communication[] };

async function requireCase(ctx: AppContext, actor: CaseActor, id: string) {
  const row = await repo.findCase(ctx.db, actor, id);
  // Another seller's case answers exactly like a missing one, so ids cannot be probed.
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return row;
}

export async function listCases(
  ctx: AppContext,
  actor: CaseActor,
  query: CaseListQuery,
): Promise<CaseListResponse> {
  const { rows, total } = await repo.listCases(ctx.db, ctx.dialect, actor, query, ctx.now());
  return { items: rows.map(toCase), total, page: query.page, pageSize: query.pageSize };
}

export async function getCase(ctx: AppContext, actor: CaseActor, id: string): Promise<CaseDetail> {
  const row = await requireCase(ctx, actor, id);
  const [documents, communications] = await Promise.all([
    listDocumentsOfCase(ctx.db, id),
    listCommunicationsOfCase(ctx.db, id),
  ]);
  return { ...toCase(row), documents, communications };
}

export async function createCase(
  ctx: AppContext,
  actor: CaseActor,
  input: CaseCreate,
): Promise<Case> {
  const id = randomUUID();
  const nowDate = ctx.now();
  const now = nowDate.toISOString();
  const email = input.emailContent?.trim();
  // Analysed before the transaction opens, so no lock is held while a provider answers.
  const analysis = email ? await analyzeEmailWithDefaultProvider(ctx, email) : null;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertCase(trx, {
      id,
      ownerId: actor.id,
      sellerId: input.sellerId,
      asin: input.asin,
      caseType: input.caseType,
      title: input.title,
      description: input.description,
      status: 'New',
      outcome: null,
      probabilityScore:
        input.probabilityScore ?? analysis?.probabilityScore ?? DEFAULT_PROBABILITY_SCORE,
      dueDate: input.dueDate ?? analysis?.deadline ?? null,
      resolvedAt: null,
      searchText: searchTextOf(input),
      createdAt: now,
      updatedAt: now,
    });
    if (email && analysis) {
      // The e-mail came before the case made from it; keep that order in the history.
      const timestamp = new Date(nowDate.getTime() - 1).toISOString();
      await storeAmazonEmail(trx, {
        caseId: id,
        content: email,
        analysis,
        previous: null,
        authorId: actor.id,
        timestamp,
      });
    }
    await recordSystemEntry(trx, {
      caseId: id,
      content: `Case created by ${actor.name}`,
      authorId: actor.id,
      timestamp: now,
    });
  });
  return toCase(await requireCase(ctx, actor, id));
}

export async function updateCase(
  ctx: AppContext,
  actor: CaseActor,
  id: string,
  update: CaseUpdate,
): Promise<Case> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findCase(trx, actor, id);
    if (!current) throw notFound(CASE_NOT_FOUND_MESSAGE);
    const nowDate = ctx.now();
    const now = nowDate.toISOString();
    const nextStatus = update.status ?? current.status;
    if (!canTransition(current.status, nextStatus)) {
      throw conflict(`A case cannot move from ${current.status} to ${nextStatus}`);
    }
    const fields = changedFields(current, update);
    const statusChanged = nextStatus !== current.status;
    if (fields.length === 0 && !statusChanged) return;

    const next = { ...current, ...update };
    await repo.updateCase(trx, id, {
      ...Object.fromEntries(fields.map((f) => [f, update[f]])),
      status: nextStatus,
      outcome: outcomeOf(nextStatus) ?? current.outcome,
      // Set once, when the case first becomes resolved; a reopen keeps the original date.
      resolvedAt: current.resolvedAt ?? (isResolved(nextStatus) ? now : null),
      searchText: searchTextOf(next),
      updatedAt: now,
    });
    if (statusChanged) {
      const content = `Status changed from ${current.status} to ${nextStatus} by ${actor.name}`;
      await recordSystemEntry(trx, { caseId: id, content, authorId: actor.id, timestamp: now });
      await recordAudit(trx, {
        at: now,
        actor,
        action: 'case.status_changed',
        target: { type: 'case', id },
        summary: `${content} ("${current.title}")`,
      });
    }
    if (fields.length > 0) {
      await recordSystemEntry(trx, {
        caseId: id,
        content: describeFieldChanges(fields, actor.name),
        authorId: actor.id,
        // One millisecond later keeps the status entry first when both happen in one save.
        timestamp: statusChanged ? new Date(nowDate.getTime() + 1).toISOString() : now,
      });
    }
  });
  return toCase(await requireCase(ctx, actor, id));
}

export async function deleteCase(ctx: AppContext, actor: CaseActor, id: string): Promise<void> {
  const current = await requireCase(ctx, actor, id);
  const storageKeys = await ctx.db.transaction().execute(async (trx) => {
    const keys = await listStorageKeysOfCase(trx, id);
    // Communications and documents go with it through ON DELETE CASCADE.
    await repo.deleteCase(trx, id);
    await recordAudit(trx, {
      at: ctx.now().toISOString(),
      actor,
      action: 'case.deleted',
      target: { type: 'case', id },
      summary: `Case "${current.title}" (ASIN ${current.asin}) deleted by ${actor.name}`,
    });
    return keys;
  });
  // Files go after the commit: a crash in between leaves orphans for the start-up sweep, never a row without its file.
  await removeDocumentFiles(ctx, storageKeys);
  await removePackage(ctx.config.dataDir, id);
}
