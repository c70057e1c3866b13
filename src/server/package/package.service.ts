import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CASE_NOT_FOUND_MESSAGE, type Case } from '../../domain/case';
import { isReadyForSubmission, NOT_READY_MESSAGE } from '../../domain/case-readiness';
import { formatDate } from '../../domain/dates';
import { followUpWindow } from '../../domain/follow-up';
import type { AppContext } from '../app-context';
import { findLatestCaseAnalysis } from '../case-analyses/case-analyses.repository';
import type { CaseActor } from '../cases/case-actor';
import { toCase } from '../cases/cases.mapper';
import { findCase } from '../cases/cases.repository';
import { updateCase } from '../cases/cases.service';
import { recordSystemEntry } from '../communications/system-entry';
import { documentStorage } from '../documents/document-storage';
import { listDocumentsWithContent } from '../documents/documents.repository';
import { conflict, notFound } from '../http/app-error';
import { buildAppealTemplateDocx } from './appeal-template-docx';
import { buildCombinedDocumentationPdf } from './combined-documentation-pdf';
import {
  PACKAGE_FILE_NAMES,
  PACKAGE_ZIP_NAME,
  packageDirectory,
  writeAtomically,
  writeZipAtomically,
  type PackageFileName,
} from './package-files';
import { draftPlanOfActionWithDefaultProvider } from './plan-of-action-llm';
import { buildSummaryLetterPdf } from './summary-letter-pdf';

export type PackageFile = { name: string; url: string };

async function requireCase(ctx: AppContext, actor: CaseActor, caseId: string) {
  const row = await findCase(ctx.db, actor, caseId);
  if (!row) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return toCase(row);
}

function fileUrl(caseId: string, name: string): string {
  return `/api/cases/${caseId}/package/files/${encodeURIComponent(name)}`;
}

/** Regenerates the three files and their zip from the case's current data. */
export async function generatePackage(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<{ files: PackageFile[] }> {
  const c = await requireCase(ctx, actor, caseId);
  if (!isReadyForSubmission(c.probabilityScore, c.documentsCount))
    throw conflict(NOT_READY_MESSAGE);
  const [analysis, documents] = await Promise.all([
    findLatestCaseAnalysis(ctx.db, caseId),
    // Oldest first in the bundle, the order they were gathered.
    listDocumentsWithContent(ctx.db, caseId),
  ]);
  const enclosed = documents.map((d) => ({
    ...d,
    open: (): Promise<Readable> => documentStorage(ctx).get(d.storageKey),
  }));
  const plan = await draftPlanOfActionWithDefaultProvider(ctx, c, analysis, documents);
  const dir = packageDirectory(ctx.config.dataDir, caseId);
  await fsp.mkdir(dir, { recursive: true });

  const [letter, combined, template] = await Promise.all([
    buildSummaryLetterPdf(c, plan, ctx.now()),
    buildCombinedDocumentationPdf(`${c.title} (ASIN ${c.asin})`, enclosed),
    buildAppealTemplateDocx(c, plan),
  ]);
  const contents: Record<(typeof PACKAGE_FILE_NAMES)[number], Uint8Array> = {
    'Case Summary Letter.pdf': letter,
    'Combined Documentation.pdf': combined,
    'Appeal Template.docx': template,
  };
  for (const name of PACKAGE_FILE_NAMES)
    await writeAtomically(path.join(dir, name), contents[name]);
  await writeZipAtomically(
    path.join(dir, PACKAGE_ZIP_NAME),
    PACKAGE_FILE_NAMES.map((name) => ({ name, path: path.join(dir, name) })),
  );
  return {
    files: [...PACKAGE_FILE_NAMES, PACKAGE_ZIP_NAME].map((name) => ({
      name,
      url: fileUrl(caseId, name),
    })),
  };
}

/** A generated file of the case's package, for its owner or an admin. */
export async function openPackageFile(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  name: PackageFileName,
) {
  await requireCase(ctx, actor, caseId);
  const file = path.join(packageDirectory(ctx.config.dataDir, caseId), name);
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat)
    throw notFound(
      'This package file has not been generated yet. Generate the submission package first.',
    );
  return { stream: createReadStream(file), size: stat.size };
}

/**
 * There is no public API for filing an account-health appeal, so submitting records it: the
 * status, a System entry with the date, the files and the follow-up window, and a note that
 * the seller files the package in Seller Central.
 */
export async function submitToAmazon(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
): Promise<Case> {
  const c = await requireCase(ctx, actor, caseId);
  if (!isReadyForSubmission(c.probabilityScore, c.documentsCount))
    throw conflict(NOT_READY_MESSAGE);
  const updated = await updateCase(ctx, actor, caseId, { status: 'Submitted to Amazon' });
  const dir = packageDirectory(ctx.config.dataDir, caseId);
  const generated = (await fsp.readdir(dir).catch(() => [] as string[])).filter((f) =>
    (PACKAGE_FILE_NAMES as readonly string[]).includes(f),
  );
  const now = ctx.now();
  const { from, to } = followUpWindow(now);
  await recordSystemEntry(ctx.db, {
    caseId,
    authorId: actor.id,
    timestamp: new Date(now.getTime() + 2).toISOString(),
    content:
      `Submission recorded on ${formatDate(now.toISOString())} by ${actor.name}` +
      `${generated.length ? ` with ${generated.join(', ')}` : ' (no package generated yet)'}. ` +
      'CasePilot cannot file appeals for you: submit this package in Seller Central (Performance > Account Health). ' +
      `Follow up between ${formatDate(from)} and ${formatDate(to)} if Amazon has not answered.`,
  });
  return updated;
}
