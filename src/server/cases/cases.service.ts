import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PROBABILITY_SCORE,
  type Case,
  type CaseCreate,
  type CaseUpdate,
} from '../../domain/case';
import type { CaseListQuery, CaseListResponse } from '../../domain/case-list';
import { canTransition, isResolved, outcomeOf } from '../../domain/case-status';
import type { Db } from '../db/database';
import type { CaseDetail } from '../../domain/case-detail';
import type { AppContext } from '../app-context';
import { analyzeEmailWithDefaultProvider } from '../analysis/email-analysis.service';
import {
  applyCaseTypeChange,
  ensureRequirements,
  refreshCaseModel,
  refreshCaseModelById,
} from '../case-model/case-model';
import { applyNotice } from '../case-model/notice-update';
import { acceptProposalsTo } from '../case-model/status-proposals';
import { storeAmazonEmail } from '../communications/amazon-email';
import { listCommunicationsOfCase } from '../communications/case-communications';
import { recordSystemEntry } from '../communications/system-entry';
import { removeDocumentFiles } from '../documents/document-storage';
import { listDocumentsOfCase, listStorageKeysOfCase } from '../documents/case-documents';
import { recordAudit } from '../audit/audit.service';
import { conflict } from '../http/app-error';
import { removePackage } from '../package/package-files';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { toCase } from '../case-access/case-row';
import { changedFields, describeFieldChanges } from './case-changes';
import { searchTextOf } from './cases.mapper';
import { listCasePage } from './case-list.repository';
import * as repo from './cases.repository';

export async function listCases(
  ctx: AppContext,
  actor: CaseActor,
  query: CaseListQuery,
): Promise<CaseListResponse> {
  const { rows, ...page } = await listCasePage(ctx.db, ctx.dialect, actor, query, ctx.now());
  return {
    items: rows.map((row) => toCase(row, ctx.now())),
    ...page,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCase(ctx: AppContext, actor: CaseActor, id: string): Promise<CaseDetail> {
  const row = await requireCaseAccess(ctx.db, actor, id);
  const [documents, communications] = await Promise.all([
    listDocumentsOfCase(ctx.db, id),
    listCommunicationsOfCase(ctx.db, id),
  ]);
  return { ...toCase(row, ctx.now()), documents, communications };
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
  const analysis = email
    ? await analyzeEmailWithDefaultProvider(ctx, email, { field: 'emailContent', userId: actor.id })
    : null;
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
      // Replaced by the case model below unless the seller gave one.
      probabilityScore: input.probabilityScore ?? DEFAULT_PROBABILITY_SCORE,
      probabilitySetBySeller: input.probabilityScore === undefined ? 0 : 1,
      dueDate: input.dueDate ?? null,
      resolvedAt: null,
      searchText: searchTextOf(input),
      createdAt: now,
      updatedAt: now,
    });
    // The case type's usual documents first; the notice adds what it asks for.
    await ensureRequirements(trx, { id, caseType: input.caseType }, now);
    if (email && analysis) {
      // The e-mail came before the case made from it; keep that order in the history.
      const timestamp = new Date(nowDate.getTime() - 1).toISOString();
      const { communicationId } = await storeAmazonEmail(trx, {
        caseId: id,
        content: email,
        analysis,
        authorId: actor.id,
        timestamp,
      });
      await applyNotice(trx, {
        case: { id, status: 'New', dueDate: input.dueDate ?? null },
        analysis,
        communicationId,
        now: nowDate,
        keepDeadline: input.dueDate !== undefined,
      });
    }
    await recordSystemEntry(trx, {
      caseId: id,
      content: `Case created by ${actor.name}`,
      authorId: actor.id,
      timestamp: now,
    });
    // A probability the seller gave stands until the case model next has something to weigh.
    if (input.probabilityScore === undefined) await refreshCaseModelById(trx, id, nowDate);
  });
  return toCase(await requireCaseAccess(ctx.db, actor, id), ctx.now());
}

function describeTypeChange(change: { added: string[]; withdrawn: string[] } | null): string {
  if (!change) return '';
  const parts = [
    change.added.length ? ` Added requirements: ${change.added.join(', ')}.` : '',
    change.withdrawn.length
      ? ` No longer required for this case type: ${change.withdrawn.join(', ')}.`
      : '',
  ];
  const text = parts.join('');
  return text ? `.${text}` : '';
}

export async function updateCase(
  ctx: AppContext,
  actor: CaseActor,
  id: string,
  update: CaseUpdate,
): Promise<Case> {
  await ctx.db.transaction().execute((trx) => applyCaseUpdate(trx, actor, id, update, ctx.now()));
  return toCase(await requireCaseAccess(ctx.db, actor, id), ctx.now());
}

/**
 * One edit of a case inside the caller's transaction, so several moves (a reinstatement
 * accepted on a case never marked submitted) land together or not at all.
 */
export async function applyCaseUpdate(
  trx: Db,
  actor: CaseActor,
  id: string,
  update: CaseUpdate,
  nowDate: Date,
): Promise<void> {
  const current = await requireCaseAccess(trx, actor, id);
  const now = nowDate.toISOString();
  const nextStatus = update.status ?? current.status;
  if (!canTransition(current.status, nextStatus)) {
    throw conflict(`A case cannot move from ${current.status} to ${nextStatus}`);
  }
  const fields = changedFields(current, update);
  const statusChanged = nextStatus !== current.status;
  if (fields.length === 0 && !statusChanged) return;

  const next = { ...current, ...update };
  // Amazon's outcome: remember how far the case's evidence had moved it from the prior, so
  // the learned priors count the outcome net of it (src/server/case-model/priors.ts).
  const isOutcome = statusChanged && outcomeOf(nextStatus) !== null;
  const evidence = isOutcome ? await refreshCaseModel(trx, current, nowDate, 'read') : null;
  await repo.updateCase(trx, id, {
    ...(evidence ? { evidenceDelta: evidence.evidenceDelta } : {}),
    ...Object.fromEntries(fields.map((f) => [f, update[f]])),
    status: nextStatus,
    outcome: outcomeOf(nextStatus) ?? current.outcome,
    // Set once, when the case first becomes resolved; a reopen keeps the original date.
    resolvedAt: current.resolvedAt ?? (isResolved(nextStatus) ? now : null),
    searchText: searchTextOf(next),
    updatedAt: now,
  });
  // Another type has other usual documents: the requirements follow (notices' stay).
  let typeChange: { added: string[]; withdrawn: string[] } | null = null;
  if (fields.includes('caseType')) {
    await ensureRequirements(trx, { id, caseType: current.caseType }, now);
    typeChange = await applyCaseTypeChange(trx, { id, caseType: next.caseType }, now);
  }
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
  if (statusChanged) await acceptProposalsTo(trx, id, nextStatus, now);
  // A probability the seller typed (changed now, or theirs already and sent again) stands until
  // the next change the model weighs; otherwise a change of status, deadline or case type
  // (whose prior differs) makes the model recompute it.
  const isSellers =
    fields.includes('probabilityScore') ||
    (update.probabilityScore !== undefined && Number(current.probabilitySetBySeller ?? 0) === 1);
  const isWeighed = statusChanged || fields.some((f) => f === 'dueDate' || f === 'caseType');
  if (isSellers) await repo.updateCase(trx, id, { probabilitySetBySeller: 1 });
  else if (isWeighed) await refreshCaseModelById(trx, id, nowDate);
  if (fields.length > 0) {
    await recordSystemEntry(trx, {
      caseId: id,
      content: describeFieldChanges(fields, actor.name) + describeTypeChange(typeChange),
      authorId: actor.id,
      // One millisecond later keeps the status entry first when both happen in one save.
      timestamp: statusChanged ? new Date(nowDate.getTime() + 1).toISOString() : now,
    });
  }
}

export async function deleteCase(ctx: AppContext, actor: CaseActor, id: string): Promise<void> {
  const storageKeys = await ctx.db.transaction().execute(async (trx) => {
    // Checked inside: of two deletes at once, the second finds the case gone (404).
    const current = await requireCaseAccess(trx, actor, id);
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
  // The case is gone once the transaction committed, so the answer is 204 whatever happens here:
  // a store that is away (object storage restarting) would otherwise turn a done delete into a
  // 503 'try again', whose retry then finds nothing (404). Its files are unreachable orphans.
  await removePackage(ctx.files.packages, id).catch(() => undefined);
}
