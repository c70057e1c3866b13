import type { Case } from '../../domain/case';
import { formatDate } from '../../domain/dates';
import { followUpWindow } from '../../domain/follow-up';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { getAssessment } from '../case-model/case-model.service';
import { NOT_READY_MESSAGE } from '../../domain/case-readiness';
import { recordSystemEntry } from '../communications/system-entry';
import { conflict } from '../http/app-error';
import { PACKAGE_FILE_NAMES, packageFileKey } from '../package/package-files';
import { updateCase } from './cases.service';

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
  const updated = await updateCase(ctx, actor, caseId, { status: 'Submitted to Amazon' });
  const generated: string[] = [];
  for (const name of PACKAGE_FILE_NAMES)
    if (await ctx.files.packages.stat(packageFileKey(caseId, name))) generated.push(name);
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
