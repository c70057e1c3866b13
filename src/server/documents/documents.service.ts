import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import type { CaseDocument } from '../../domain/document';
import type { AppContext } from '../app-context';
import { refreshCaseModelById } from '../case-model/case-model';
import type { CaseActor } from '../case-access/case-actor';
import { findAccessibleCase, requireCaseAccess } from '../case-access/case-access';
import { extensionOf, kindOfMimeType, mimeTypeOf } from '../files/file-sniff';
import { nameWithTrueExtension, sanitizeDisplayName } from '../files/file-name';
import { StoredFileMissingError, type FileStorage } from '../files/storage';
import { notFound, rateLimited } from '../http/app-error';
import { wakeJobWorkers } from '../jobs/job-worker';
import { countActiveJobsOfOwner, enqueueJob } from '../jobs/job-queue';
import { DOCUMENT_ANALYSIS_JOB } from './document-job-kind';
import { removeDocumentFiles } from './document-storage';
import type { ReceivedUpload } from './document-upload';
import * as repo from './documents.repository';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/**
 * Document analyses one user may have waiting or running at once (uploads and reanalyses).
 * Reading files is the costliest work the app does; past this the user is asked to wait (429).
 */
export const MAX_QUEUED_ANALYSES_PER_USER = 20;
export const ANALYSIS_QUOTA_MESSAGE = `You have ${MAX_QUEUED_ANALYSES_PER_USER} documents waiting for analysis. Please wait for them to finish before adding more.`;
/** A document takes seconds to analyse: by then some of the queue has cleared. */
const ANALYSIS_QUOTA_RETRY_AFTER_SECONDS = 30;

async function requireAnalysisQuota(ctx: AppContext, actor: CaseActor): Promise<void> {
  const active = await countActiveJobsOfOwner(ctx.db, actor.id, [DOCUMENT_ANALYSIS_JOB]);
  if (active >= MAX_QUEUED_ANALYSES_PER_USER)
    throw rateLimited(ANALYSIS_QUOTA_MESSAGE, ANALYSIS_QUOTA_RETRY_AFTER_SECONDS);
}

async function requireDocument(ctx: AppContext, actor: CaseActor, caseId: string, id: string) {
  await requireCaseAccess(ctx.db, actor, caseId);
  const row = await repo.findDocumentOfCase(ctx.db, caseId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return row;
}

export async function listDocuments(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<CaseDocument[]> {
  await requireCaseAccess(ctx.db, actor, caseId);
  return repo.listDocumentsOfCase(ctx.db, caseId);
}

export async function getDocument(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  id: string,
): Promise<CaseDocument> {
  return repo.toDocument(await requireDocument(ctx, actor, caseId, id));
}

/**
 * Stores an upload and its row. The case is checked before a byte is read; the file is written
 * (atomically) first, then the row and its analysis job commit together. If the commit fails the
 * file is removed; if the process dies in between, the start-up sweep removes it.
 */
export async function uploadDocument(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  receive: (storage: FileStorage) => Promise<ReceivedUpload>,
): Promise<CaseDocument> {
  await requireCaseAccess(ctx.db, actor, caseId);
  // Before a byte is written.
  await requireAnalysisQuota(ctx, actor);
  const storage = ctx.files.documents;
  const upload = await receive(storage);
  const id = randomUUID();
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertDocument(trx, {
        id,
        caseId,
        name: nameWithTrueExtension(
          sanitizeDisplayName(upload.fileName, extensionOf[upload.kind]),
          extensionOf[upload.kind],
        ),
        type: upload.type,
        mimeType: mimeTypeOf[upload.kind],
        size: upload.size,
        storageKey: upload.key,
        uploadedAt: now.toISOString(),
        status: 'analyzing',
        relevanceScore: null,
        completenessScore: null,
        complianceScore: null,
        feedback: null,
        missingElements: '[]',
        error: null,
      });
      await enqueueJob(trx, {
        kind: DOCUMENT_ANALYSIS_JOB,
        payload: { documentId: id },
        now,
        ownerId: actor.id,
      });
    });
    wakeJobWorkers();
  } catch (error) {
    await storage.delete(upload.key).catch(() => undefined);
    // The case was deleted while the file arrived.
    if (!(await findAccessibleCase(ctx.db, actor, caseId))) throw notFound(CASE_NOT_FOUND_MESSAGE);
    throw error;
  }
  return getDocument(ctx, actor, caseId, id);
}

export async function deleteDocument(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  id: string,
): Promise<void> {
  const row = await requireDocument(ctx, actor, caseId, id);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteDocument(trx, id);
    // Requirements it satisfied are open again (or met by another document); the probability follows.
    await refreshCaseModelById(trx, caseId, ctx.now());
  });
  // After the row is gone: a crash here leaves an orphan file for the sweep, never a row without a file.
  await removeDocumentFiles(ctx, [row.storageKey]);
}

export async function reanalyzeDocument(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  id: string,
): Promise<CaseDocument> {
  await requireDocument(ctx, actor, caseId, id);
  await requireAnalysisQuota(ctx, actor);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.markAnalyzing(trx, id);
    await enqueueJob(trx, {
      kind: DOCUMENT_ANALYSIS_JOB,
      payload: { documentId: id },
      now: ctx.now(),
      ownerId: actor.id,
    });
  });
  wakeJobWorkers();
  return getDocument(ctx, actor, caseId, id);
}

export type DocumentFile = { stream: Readable; name: string; mimeType: string; size: number };

/** The original upload, for its owner or an admin only (the case scope decides). */
export async function openDocumentFile(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  id: string,
): Promise<DocumentFile> {
  const row = await requireDocument(ctx, actor, caseId, id);
  try {
    const stream = await ctx.files.documents.get(row.storageKey);
    // Rows stored before names were reconciled with the bytes get the true extension here.
    const kind = kindOfMimeType(row.mimeType);
    const name = kind ? nameWithTrueExtension(row.name, extensionOf[kind]) : row.name;
    return { stream, name, mimeType: row.mimeType, size: Number(row.size) };
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw notFound('The document file is missing');
    throw error;
  }
}
