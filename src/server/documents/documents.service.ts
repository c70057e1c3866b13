import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CASE_NOT_FOUND_MESSAGE } from '../../domain/case';
import type { CaseDocument } from '../../domain/document';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../cases/case-actor';
import { findCase } from '../cases/cases.repository';
import { extensionOf, mimeTypeOf } from '../files/file-sniff';
import { sanitizeDisplayName } from '../files/file-name';
import { StoredFileMissingError, type FileStorage } from '../files/storage';
import { notFound } from '../http/app-error';
import { enqueueJob } from '../jobs/jobs.repository';
import { DOCUMENT_ANALYSIS_JOB } from './document-job-kind';
import { documentStorage, removeDocumentFiles } from './document-storage';
import type { ReceivedUpload } from './document-upload';
import * as repo from './documents.repository';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/** Another seller's case answers exactly like a missing one, so ids cannot be probed. */
export async function requireCaseAccess(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<void> {
  if (!(await findCase(ctx.db, actor, caseId))) throw notFound(CASE_NOT_FOUND_MESSAGE);
}

async function requireDocument(ctx: AppContext, actor: CaseActor, caseId: string, id: string) {
  await requireCaseAccess(ctx, actor, caseId);
  const row = await repo.findDocumentOfCase(ctx.db, caseId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return row;
}

export async function listDocuments(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<CaseDocument[]> {
  await requireCaseAccess(ctx, actor, caseId);
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
  await requireCaseAccess(ctx, actor, caseId);
  const storage = documentStorage(ctx);
  const upload = await receive(storage);
  const id = randomUUID();
  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertDocument(trx, {
        id,
        caseId,
        name: sanitizeDisplayName(upload.fileName, extensionOf[upload.kind]),
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
      await enqueueJob(trx, { kind: DOCUMENT_ANALYSIS_JOB, payload: { documentId: id }, now });
    });
  } catch (error) {
    await storage.delete(upload.key).catch(() => undefined);
    // The case was deleted while the file arrived.
    if (!(await findCase(ctx.db, actor, caseId))) throw notFound(CASE_NOT_FOUND_MESSAGE);
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
  await repo.deleteDocument(ctx.db, id);
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
  await ctx.db.transaction().execute(async (trx) => {
    await repo.markAnalyzing(trx, id);
    await enqueueJob(trx, {
      kind: DOCUMENT_ANALYSIS_JOB,
      payload: { documentId: id },
      now: ctx.now(),
    });
  });
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
    const stream = await documentStorage(ctx).get(row.storageKey);
    return { stream, name: row.name, mimeType: row.mimeType, size: Number(row.size) };
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw notFound('The document file is missing');
    throw error;
  }
}
