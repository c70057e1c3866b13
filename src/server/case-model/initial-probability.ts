import type { EmailAnalysis } from '../../domain/email-analysis';
import { signedPoints, toPercent } from '../../domain/score-bands';
import type { AppContext } from '../app-context';
import {
  successProbability,
  type Prior,
  type ProbabilityResult,
} from '../../domain/success-probability';
import { daysBetween, startOfDay } from '../analysis/parse-date';
import { suggestDocuments } from '../analysis/suggested-documents';
import {
  noticeViewOf,
  planNoticeRequirements,
  type ExistingRequirement,
} from './notice-requirements';
import { countOutcomes, priorFor } from './priors';

/**
 * The success probability a case made from this e-mail starts with: the case type's prior and
 * the requirements it would have (the case type's usual documents, weighed and added to by the
 * notice, as ensureRequirements and applyNoticeToRequirements give a new case), none provided
 * yet, the notice's kind and its deadline. The same function the case model uses afterwards, so
 * the figure the wizard shows is the one the new case opens with.
 */
export function initialProbability(
  analysis: EmailAnalysis,
  prior: Prior,
  today: Date,
): ProbabilityResult {
  const usual = suggestDocuments(analysis.caseType, 'general', [], true);
  const existing: ExistingRequirement[] = usual.map((d) => ({
    id: d.id,
    catalogId: d.id,
    importance: d.importance,
    source: 'case-type',
    withdrawn: false,
  }));
  const plan = planNoticeRequirements(existing, noticeViewOf(analysis));
  const changes = new Map(plan.change.map((c) => [c.id, c]));
  const requirements = [
    ...usual.map((d) => ({
      name: d.name,
      importance: d.importance,
      withdrawn: false,
      ...changes.get(d.id),
    })),
    ...plan.add.map((a) => ({ name: a.name, importance: a.importance, withdrawn: false })),
  ]
    .filter((r) => !r.withdrawn)
    .map((r) => ({ name: r.name, importance: r.importance, satisfied: false, quality: null }));
  const deadline = analysis.deadline ? new Date(`${analysis.deadline}T00:00:00Z`) : null;
  return successProbability({
    prior,
    requirements,
    noticeKinds: [analysis.kind],
    status: 'New',
    daysLeft: deadline ? daysBetween(startOfDay(today), deadline) : null,
  });
}

const SENTENCE = /Estimated success probability [^.]*(?:\.\d[^.]*)*\./;

/**
 * The analysis with the probability a case made from it starts with, and the sentence that
 * explains it in the factors the case page lists (the prior, each requirement still missing, the
 * notice, the time left); a notice that is no notice keeps its neutral figure.
 */
export function withInitialProbability(
  analysis: EmailAnalysis,
  prior: Prior,
  today: Date,
): EmailAnalysis {
  if (analysis.kind === 'not-a-notice') return analysis;
  const { score, factors } = initialProbability(analysis, prior, today);
  const [first, ...rest] = factors;
  const explained = [
    ...(first ? [`${first.label} ${toPercent(first.delta)}%`] : []),
    ...rest.map((f) => `${f.label} ${signedPoints(f.delta)} pts`),
  ].join('; ');
  const sentence = `Estimated success probability ${toPercent(score)}%: ${explained}.`;
  const analysisText = SENTENCE.test(analysis.analysisText)
    ? analysis.analysisText.replace(SENTENCE, () => sentence)
    : `${analysis.analysisText.trimEnd()} ${sentence}`;
  return { ...analysis, probabilityScore: score, analysisText };
}

/** The same, with the prior this deployment's resolved cases of the analysis' case type give. */
export async function withCaseModelProbability(
  ctx: AppContext,
  analysis: EmailAnalysis,
): Promise<EmailAnalysis> {
  if (analysis.kind === 'not-a-notice') return analysis;
  const prior = priorFor(analysis.caseType, await countOutcomes(ctx.db, analysis.caseType));
  return withInitialProbability(analysis, prior, ctx.now());
}
