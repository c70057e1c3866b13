import { randomUUID } from 'node:crypto';
import type { CaseAssessment } from '../../domain/case-assessment';
import { readinessOf } from '../../domain/case-readiness';
import { importanceLevels, type SuggestedDocument } from '../../domain/email-analysis';
import type { Requirement } from '../../domain/requirement';
import { successProbability } from '../../domain/success-probability';
import { documentCatalog } from '../analysis/document-catalog';
import { suggestDocuments } from '../analysis/suggested-documents';
import type { Db } from '../db/database';
import type { CaseTable } from '../db/schema';
import {
  listCaseAnalyses,
  listDocumentEvidence,
  listNoticeKinds,
  findModelledCase,
  saveDocumentCovers,
  setModelProbability,
} from './case-evidence.repository';
import { planCaseTypeChange } from './case-type-requirements';
import {
  noticeViewOf,
  planNoticeRequirements,
  type NoticePlan,
  type RequirementPlan,
} from './notice-requirements';
import { countOutcomes, priorFor } from './priors';
import { documentQuality, matchRequirement } from './requirement-matching';
import * as repo from './requirements.repository';

type CaseFacts = Pick<
  CaseTable,
  'id' | 'caseType' | 'status' | 'dueDate' | 'probabilityScore' | 'probabilitySetBySeller'
>;

/**
 * 'event': something the model weighs changed (document, link, e-mail, status): the computed
 * probability replaces any figure the seller typed. 'read': a look at the case; a typed figure
 * stands, shown as the factor that sets it apart from the computed one.
 */
export type RefreshMode = 'event' | 'read';

const DAY_MS = 86_400_000;

/** Writes a plan of requirement changes made by one notice. */
export async function applyRequirementPlan(
  db: Db,
  caseId: string,
  plan: RequirementPlan,
  communicationId: string | null,
  now: string,
): Promise<void> {
  await repo.insertRequirements(
    db,
    plan.add.map((r) => ({
      id: randomUUID(),
      caseId,
      catalogId: r.catalogId,
      name: r.name,
      importance: r.importance,
      source: r.source,
      createdFromCommunicationId: r.source === 'notice' ? communicationId : null,
      withdrawn: 0,
      satisfiedBy: null,
      linkMode: null,
      linkedAt: null,
      verdict: 'missing',
      reason: '',
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (const change of plan.change)
    await repo.updateRequirement(db, change.id, {
      importance: change.importance,
      source: change.source,
      withdrawn: change.withdrawn ? 1 : 0,
      updatedAt: now,
    });
}

async function existingRequirements(db: Db, caseId: string) {
  return (await repo.listRequirementRows(db, caseId)).map((r) => ({
    id: r.id,
    catalogId: r.catalogId,
    importance: r.importance,
    source: r.source,
    withdrawn: Boolean(Number(r.withdrawn)),
    name: r.name,
  }));
}

/**
 * After the seller changes a case's type: the new type's usual documents join the requirements
 * and the old type's usual ones that nothing else asked for are withdrawn. Returns the names, for
 * the System note.
 */
export async function applyCaseTypeChange(
  db: Db,
  c: Pick<CaseTable, 'id' | 'caseType'>,
  now: string,
): Promise<{ added: string[]; withdrawn: string[] }> {
  const usual = suggestDocuments(c.caseType, 'general', [], true).map((d) => ({
    catalogId: d.id,
    name: d.name,
    importance: d.importance,
  }));
  const plan = planCaseTypeChange(await existingRequirements(db, c.id), usual);
  await applyRequirementPlan(db, c.id, plan, null, now);
  return { added: plan.added, withdrawn: plan.withdrawn };
}

/**
 * Gives a case its requirements the first time they are needed: the case type's usual
 * documents, then every notice already stored on it, oldest first (so cases from before the
 * case model keep what their e-mails asked for). Does nothing when the case has them.
 */
export async function ensureRequirements(
  db: Db,
  c: Pick<CaseTable, 'id' | 'caseType'>,
  now: string,
): Promise<void> {
  if ((await repo.listRequirementRows(db, c.id)).length > 0) return;
  const defaults = suggestDocuments(c.caseType, 'general', [], true);
  await applyRequirementPlan(
    db,
    c.id,
    {
      add: defaults.map((d) => ({
        catalogId: d.id,
        name: d.name,
        importance: d.importance,
        source: 'case-type',
      })),
      change: [],
      added: [],
      withdrawn: [],
    },
    null,
    now,
  );
  for (const stored of await listCaseAnalyses(db, c.id)) {
    const plan = planNoticeRequirements(
      await existingRequirements(db, c.id),
      noticeViewOf(stored.analysis),
    );
    await applyRequirementPlan(db, c.id, plan, stored.communicationId, now);
  }
}

/** Applies one newly stored notice to the case's requirements; returns what changed, in names. */
export async function applyNoticeToRequirements(
  db: Db,
  caseId: string,
  view: ReturnType<typeof noticeViewOf>,
  communicationId: string,
  now: string,
): Promise<Pick<NoticePlan, 'added' | 'withdrawn' | 'raised' | 'reweighed'>> {
  const plan = planNoticeRequirements(await existingRequirements(db, caseId), view);
  await applyRequirementPlan(db, caseId, plan, communicationId, now);
  return {
    added: plan.added,
    withdrawn: plan.withdrawn,
    raised: plan.raised,
    reweighed: plan.reweighed,
  };
}

export type CaseModelState = {
  assessment: CaseAssessment;
  requirements: Requirement[];
  /** The computed probability minus the prior: how far the case's own evidence moved it. */
  evidenceDelta: number;
};

function daysUntil(dueDate: string | null, now: Date): number | null {
  if (!dueDate) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - today) / DAY_MS);
}

const rank = (importance: Requirement['importance']) => importanceLevels.indexOf(importance);

/**
 * Recomputes the case's judgement from what it holds now: which document satisfies each
 * requirement, the success probability with its factors (stored on the case), and readiness.
 * Call after anything that changes a notice, document, link, communication or status.
 */
export async function refreshCaseModel(
  db: Db,
  c: CaseFacts,
  now: Date,
  mode: RefreshMode,
): Promise<CaseModelState> {
  const stamp = now.toISOString();
  await ensureRequirements(db, c, stamp);
  const [rows, documents, kinds, outcomes] = await Promise.all([
    repo.listRequirementRows(db, c.id),
    listDocumentEvidence(db, c.id),
    listNoticeKinds(db, c.id),
    countOutcomes(db, c.caseType),
  ]);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const requirements: Requirement[] = [];
  for (const row of rows) {
    const match = matchRequirement(
      {
        id: row.id,
        catalogId: row.catalogId,
        withdrawn: Boolean(Number(row.withdrawn)),
        satisfiedBy: row.satisfiedBy,
        linkMode: row.linkMode,
        linkedAt: row.linkedAt,
      },
      documents,
    );
    if (
      match.satisfiedBy !== row.satisfiedBy ||
      match.linkMode !== row.linkMode ||
      match.verdict !== row.verdict ||
      match.reason !== row.reason
    )
      await repo.updateRequirement(db, row.id, { ...match, updatedAt: stamp });
    const kind = documentCatalog.find((k) => k.id === row.catalogId);
    requirements.push({
      id: row.id,
      catalogId: row.catalogId,
      name: row.name,
      description: kind?.description ?? '',
      importance: row.importance,
      source: row.source,
      satisfiedBy: match.satisfiedBy,
      satisfiedByName: match.satisfiedBy ? (byId.get(match.satisfiedBy)?.name ?? null) : null,
      linkMode: match.linkMode,
      verdict: match.verdict,
      reason: match.reason,
    });
  }
  requirements.sort((a, b) => rank(a.importance) - rank(b.importance));
  const current = requirements.filter((r) => r.verdict !== 'withdrawn');
  const probability = successProbability({
    prior: priorFor(c.caseType, outcomes),
    requirements: current.map((r) => {
      const doc = r.satisfiedBy ? byId.get(r.satisfiedBy) : undefined;
      return {
        name: r.name,
        importance: r.importance,
        satisfied: r.verdict === 'satisfied',
        quality: doc ? documentQuality(doc) : null,
      };
    }),
    noticeKinds: kinds,
    status: c.status,
    daysLeft: daysUntil(c.dueDate, now),
  });
  const stored = Number(c.probabilityScore);
  const isSellers = mode === 'read' && Number(c.probabilitySetBySeller ?? 0) === 1;
  if (isSellers && stored !== probability.score)
    probability.factors.push({
      label: 'Your own estimate (Edit Case), until the next document, e-mail or status change',
      delta: Math.round((stored - probability.score) * 100) / 100,
    });
  const score = isSellers ? stored : probability.score;
  if (!isSellers && (stored !== score || Number(c.probabilitySetBySeller ?? 0) !== 0))
    await setModelProbability(db, c.id, score);
  const prior = priorFor(c.caseType, outcomes);
  const readiness = readinessOf({
    status: c.status,
    probabilityScore: score,
    requirements: current.map((r) => ({ ...r, satisfied: r.verdict === 'satisfied' })),
  });
  return {
    assessment: { probabilityScore: score, factors: probability.factors, ...readiness },
    requirements,
    evidenceDelta: Math.round((probability.score - prior.rate) * 100) / 100,
  };
}

/** Recomputes after an event, by case id (document jobs, deletes, e-mails, status changes). */
export async function refreshCaseModelById(db: Db, caseId: string, now: Date): Promise<void> {
  const c = await findModelledCase(db, caseId);
  if (c) await refreshCaseModel(db, c, now, 'event');
}

/** The Required Documentation list (GET /cases/:id/suggested-documents): the current requirements. */
export function toSuggestedDocuments(requirements: Requirement[]): SuggestedDocument[] {
  return requirements
    .filter((r) => r.verdict !== 'withdrawn')
    .map((r) => {
      const kind = documentCatalog.find((k) => k.id === r.catalogId);
      return {
        id: r.catalogId,
        name: r.name,
        description:
          r.source === 'notice'
            ? `${r.description} Amazon asked for this explicitly.`
            : r.description,
        importance: r.importance,
        examples: kind?.examples ?? [],
        documentTypes: kind?.documentTypes ?? [],
        satisfied: r.verdict === 'satisfied',
        satisfiedBy: r.satisfiedBy,
      };
    });
}

/** What the document's own text shows it covers decides which requirements it may satisfy. */
export async function recordDocumentCovers(
  db: Db,
  documentId: string,
  covers: string[],
): Promise<void> {
  await saveDocumentCovers(db, documentId, covers);
}
