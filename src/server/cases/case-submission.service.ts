import type { Case } from '../../domain/case';
import { formatDate } from '../../domain/dates';
import { followUpWindow } from '../../domain/follow-up';
import {
  ALREADY_SUBMITTED_MESSAGE,
  SUBMISSION_RECORDED_PREFIX,
} from '../../domain/submission-package';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { requireCaseAccess } from '../case-access/case-access';
import { toCase } from '../case-access/case-row';
import { getAssessment } from '../case-model/case-model.service';
import { NOT_READY_MESSAGE } from '../../domain/case-readiness';
import { recordSystemEntry } from '../communications/system-entry';
import { conflict } from '../http/app-error';
import { PACKAGE_FILE_NAMES, packageFileKey } from '../package/package-files';
import { currentPackageGeneratedAt, packageSubmittedAt } from '../package/package.service';
import { applyCaseUpdate } from './cases.service';

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
  // The one readiness rule (issue 12), which also answers 404 for a case the actor cannot see.
  if (!(await getAssessment(ctx, actor, caseId)).ready) throw conflict(NOT_READY_MESSAGE);
  const generatedAt = await currentPackageGeneratedAt(ctx, caseId);
  const generated: string[] = [];
  for (const name of PACKAGE_FILE_NAMES)
    if (await ctx.files.packages.stat(packageFileKey(caseId, name))) generated.push(name);
  const now = ctx.now();
  const { from, to } = followUpWindow(now);
  await ctx.db.transaction().execute(async (trx) => {
    // A repeat (a second click, a retried script) would record the same submission twice: refused
    // while the case is still Submitted to Amazon with the package already recorded as submitted.
    // Checked on the locked case row, so of two submissions at once the second sees the first.
    const current = await requireCaseAccess(trx, actor, caseId);
    if (
      current.status === 'Submitted to Amazon' &&
      (await packageSubmittedAt(trx, caseId, generatedAt)) !== null
    )
      throw conflict(ALREADY_SUBMITTED_MESSAGE);
    await applyCaseUpdate(trx, actor, caseId, { status: 'Submitted to Amazon' }, now);
    await recordSystemEntry(trx, {
      caseId,
      authorId: actor.id,
      timestamp: new Date(now.getTime() + 2).toISOString(),
      content:
        `${SUBMISSION_RECORDED_PREFIX}${formatDate(now.toISOString())} by ${actor.name}` +
        `${generated.length ? ` with ${generated.join(', ')}` : ' (no package generated yet)'}. ` +
        'CasePilot cannot file appeals for you: submit this package in Seller Central (Performance > Account Health). ' +
        `Follow up between ${formatDate(from)} and ${formatDate(to)} if Amazon has not answered.`,
    });
  });
  return toCase(await requireCaseAccess(ctx.db, actor, caseId), ctx.now());
}
