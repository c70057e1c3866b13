import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CASE_NOT_FOUND_MESSAGE, type Case } from '../../domain/case';
import { NOT_READY_MESSAGE } from '../../domain/case-readiness';
import {
  PACKAGE_RATE_LIMITED_MESSAGE,
  type PackageFile,
  type PackageState,
} from '../../domain/submission-package';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { findLatestCaseAnalysis } from '../analysis/case-analyses';
import { getAssessment } from '../case-model/case-model.service';
import type { CaseActor } from '../case-access/case-actor';
import { findAccessibleCase, requireCaseAccess } from '../case-access/case-access';
import { toCase } from '../case-access/case-row';
import { listDocumentsWithContent } from '../documents/case-documents';
import { StoredFileMissingError } from '../files/storage';
import { conflict, notFound, rateLimited } from '../http/app-error';
import { businessNameOf, findActorById } from '../users/user-lookup';
import { enqueueJob } from '../jobs/job-queue';
import type { EnclosedFile } from './combined-documentation-pdf';
import { buildPackageInThread, warmPackageThread } from './package-build-thread';
import {
  ALL_PACKAGE_FILES,
  PACKAGE_ZIP_NAME,
  packageFileKey,
  removePackage,
  storePackageFiles,
  type PackageFileName,
} from './package-files';
import * as repo from './package-generations.repository';
import { lastSubmissionAt } from './package-submissions.repository';
import { PACKAGE_JOB } from './package-job-kind';
import { draftPlanOfActionWithDefaultProvider } from './plan-of-action-llm';

const RATE_WINDOW_MS = 60 * 60 * 1000;
/** Past every retry of its job: a generation still "generating" this long was lost. */
const STALE_GENERATION_MS = 60 * 60 * 1000;
/** Enclosed files read for one package, in all; later documents get a "left out" page. */
const MAX_INPUT_BYTES = 256 * 1024 * 1024;

async function requireCase(ctx: AppContext, actor: CaseActor, caseId: string) {
  return toCase(await requireCaseAccess(ctx.db, actor, caseId));
}

function fileUrl(caseId: string, name: string): string {
  return `/api/cases/${caseId}/package/files/${encodeURIComponent(name)}`;
}

function packageFiles(caseId: string): PackageFile[] {
  return ALL_PACKAGE_FILES.map((name) => ({ name, url: fileUrl(caseId, name) }));
}

/** When the zip (written last) of the case's package was written, or null without one. */
async function packageWrittenAt(ctx: AppContext, caseId: string): Promise<Date | null> {
  const stat = await ctx.files.packages.stat(packageFileKey(caseId, PACKAGE_ZIP_NAME));
  return stat?.modifiedAt ?? null;
}

/** GET /cases/:id/package: the state of the latest generation and the files there are. */
export async function getPackageState(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<PackageState> {
  await requireCase(ctx, actor, caseId);
  const [{ last, lastReady }, writtenAt] = await Promise.all([
    repo.latestGenerations(ctx.db, caseId),
    packageWrittenAt(ctx, caseId),
  ]);
  const hasFiles = writtenAt !== null;
  const generatedAt = hasFiles ? (lastReady?.finishedAt ?? writtenAt.toISOString()) : null;
  return {
    // Files without a row were generated before generations were recorded.
    status: last?.status ?? (hasFiles ? 'ready' : 'none'),
    files: hasFiles ? packageFiles(caseId) : [],
    error: last?.status === 'failed' ? last.error : null,
    generatedAt,
    submittedAt: await packageSubmittedAt(ctx.db, caseId, generatedAt),
  };
}

/** When the case's current package was generated, or null when it has none. */
export async function currentPackageGeneratedAt(
  ctx: AppContext,
  caseId: string,
): Promise<string | null> {
  const [{ lastReady }, writtenAt] = await Promise.all([
    repo.latestGenerations(ctx.db, caseId),
    packageWrittenAt(ctx, caseId),
  ]);
  return writtenAt ? (lastReady?.finishedAt ?? writtenAt.toISOString()) : null;
}

/**
 * When the package generated at `generatedAt` (null: none generated) was recorded as submitted,
 * or null when no submission has been recorded since: a package generated after the last
 * submission is a new one, which may be submitted in its turn.
 */
export async function packageSubmittedAt(
  db: Db,
  caseId: string,
  generatedAt: string | null,
): Promise<string | null> {
  const at = await lastSubmissionAt(db, caseId);
  return at !== undefined && (generatedAt === null || at >= generatedAt) ? at : null;
}

/**
 * Counts the request against the user's hourly limit; the row is already inserted, so requests
 * racing each other each see the others and none slips past the limit.
 */
async function enforceRateLimit(ctx: AppContext, userId: string, generationId: string) {
  const now = ctx.now().getTime();
  const { count, oldest } = await repo.countRequestsSince(
    ctx.db,
    userId,
    new Date(now - RATE_WINDOW_MS).toISOString(),
  );
  if (count <= ctx.config.package.ratePerHour) return;
  await repo.deleteGeneration(ctx.db, generationId);
  const retryAfterMs = (oldest ? new Date(oldest).getTime() : now) + RATE_WINDOW_MS - now;
  throw rateLimited(PACKAGE_RATE_LIMITED_MESSAGE, retryAfterMs / 1000);
}

/**
 * POST /cases/:id/package: queues a generation from the case's current data and answers at once;
 * the package worker thread builds the files. A request while one is generating joins it.
 */
export async function requestPackage(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<PackageState> {
  await requireCase(ctx, actor, caseId);
  // The one readiness rule (issue 12): every Critical requirement satisfied, probability above 0.5.
  if (!(await getAssessment(ctx, actor, caseId)).ready) throw conflict(NOT_READY_MESSAGE);
  const now = ctx.now();
  await repo.failStaleGeneration(ctx.db, caseId, {
    requestedBefore: new Date(now.getTime() - STALE_GENERATION_MS).toISOString(),
    now: now.toISOString(),
    error: 'The package generation was interrupted. Please generate it again.',
  });
  const id = randomUUID();
  const isNew = await repo.insertGeneration(ctx.db, {
    id,
    caseId,
    userId: actor.id,
    requestedAt: now.toISOString(),
  });
  if (isNew) {
    await enforceRateLimit(ctx, actor.id, id);
    try {
      await enqueueJob(ctx.db, { kind: PACKAGE_JOB, payload: { generationId: id }, now });
      // Most likely this process's job worker claims it: have the thread ready by then.
      warmPackageThread();
    } catch (error) {
      await repo.deleteGeneration(ctx.db, id).catch(() => undefined);
      throw error;
    }
  }
  return getPackageState(ctx, actor, caseId);
}

async function readDocumentBytes(stream: Readable, budget: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > budget) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  // Its own ArrayBuffer (not Node's shared pool), so it can be moved to the build thread.
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Builds the three files and their zip from the case's current data and writes them to the
 * case's package directory. The Plan of Action (maybe an LLM call) is drafted here; the PDF and
 * DOCX work runs in a worker thread, bounded by the package limits and time limit.
 */
export async function writePackageFiles(ctx: AppContext, c: Case): Promise<void> {
  warmPackageThread();
  const [analysis, documents] = await Promise.all([
    findLatestCaseAnalysis(ctx.db, c.id),
    // Oldest first in the bundle, the order they were gathered.
    listDocumentsWithContent(ctx.db, c.id),
  ]);
  const plan = await draftPlanOfActionWithDefaultProvider(ctx, c, analysis, documents);
  let budget = MAX_INPUT_BYTES;
  const enclosed: EnclosedFile[] = [];
  for (const d of documents) {
    // Only what the combined PDF embeds is read; a Word file goes in as its extracted text.
    const isEmbedded = ['application/pdf', 'image/png', 'image/jpeg'].includes(d.mimeType);
    const bytes = isEmbedded
      ? await ctx.files.documents
          .get(d.storageKey)
          .then((stream) => readDocumentBytes(stream, budget))
          .catch(() => null)
      : null;
    budget -= bytes?.length ?? 0;
    enclosed.push({
      name: d.name,
      type: d.type,
      mimeType: d.mimeType,
      extractedText: d.extractedText,
      bytes,
      ...(isEmbedded && !bytes && budget < d.size
        ? {
            omitted:
              'This document was left out: the files enclosed before it reached the size limit of the combined documentation.',
          }
        : {}),
    });
  }
  const { letter, combined, template } = await buildPackageInThread(
    {
      case: c,
      plan,
      today: ctx.now().toISOString(),
      signer: await businessNameOf(ctx.db, c.ownerId),
      documents: enclosed,
      limits: ctx.config.package,
    },
    { timeLimitMs: ctx.config.package.timeLimitMs },
  );
  await storePackageFiles(ctx.files.packages, c.id, {
    'Case Summary Letter.pdf': letter,
    'Combined Documentation.pdf': combined,
    'Appeal Template.docx': template,
  });
}

/** The package job: generates the files of one requested generation and records the outcome. */
export async function runPackageGeneration(ctx: AppContext, generationId: string): Promise<void> {
  const generation = await repo.findGeneration(ctx.db, generationId);
  if (generation?.status !== 'generating') return;
  const requester = await findActorById(ctx.db, generation.userId);
  const row = requester && (await findAccessibleCase(ctx.db, requester, generation.caseId));
  if (!row) {
    await finishGeneration(ctx, generationId, 'failed', CASE_NOT_FOUND_MESSAGE);
    return;
  }
  await writePackageFiles(ctx, toCase(row));
  const isRecorded = await finishGeneration(ctx, generationId, 'ready', null);
  // The case was deleted while its package was being generated: its files go too.
  if (!isRecorded && !(await repo.findGeneration(ctx.db, generationId)))
    await removePackage(ctx.files.packages, generation.caseId);
  await repo.deleteGenerationsBefore(ctx.db, generation.caseId, {
    beforeIso: new Date(ctx.now().getTime() - RATE_WINDOW_MS).toISOString(),
    keepId: generationId,
  });
}

export async function finishGeneration(
  ctx: AppContext,
  generationId: string,
  status: 'ready' | 'failed',
  error: string | null,
): Promise<boolean> {
  return repo.finishGeneration(ctx.db, generationId, {
    status,
    error,
    finishedAt: ctx.now().toISOString(),
  });
}

/** A generated file of the case's package, for its owner or an admin. */
export async function openPackageFile(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  name: PackageFileName,
) {
  await requireCase(ctx, actor, caseId);
  const key = packageFileKey(caseId, name);
  const missing = () =>
    notFound(
      'This package file has not been generated yet. Generate the submission package first.',
    );
  const stat = await ctx.files.packages.stat(key);
  if (!stat) throw missing();
  try {
    return { stream: await ctx.files.packages.get(key), size: stat.size };
  } catch (error) {
    // Removed between the two calls (the case deleted, a new generation replacing it).
    if (error instanceof StoredFileMissingError) throw missing();
    throw error;
  }
}
