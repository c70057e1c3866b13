import type { Importance, SuggestedDocument, EmailAnalysis } from '../../domain/email-analysis';
import type { RequirementSource } from '../../domain/requirement';
import type { NoticeKind } from '../../domain/email-analysis';
import { documentCatalog } from '../analysis/document-catalog';

/** What the case model reads from one analysed Amazon e-mail. */
export type NoticeView = {
  kind: NoticeKind;
  /** Catalog ids the notice asks for. */
  requestedIds: string[];
  /** Catalog ids the notice says are no longer needed. */
  withdrawnIds: string[];
  /** The analysis' full list (the case type's documents weighed for the issue). */
  suggested: SuggestedDocument[];
  /** A deadline the notice states (YYYY-MM-DD), or null. */
  deadline: string | null;
};

export function noticeViewOf(analysis: EmailAnalysis): NoticeView {
  return {
    kind: analysis.kind,
    requestedIds: analysis.requestedDocuments,
    withdrawnIds: analysis.withdrawnDocuments,
    suggested: analysis.suggestedDocuments,
    deadline: analysis.deadline,
  };
}

export type ExistingRequirement = {
  id: string;
  catalogId: string;
  importance: Importance;
  source: RequirementSource;
  withdrawn: boolean;
};

export type NewRequirement = {
  catalogId: string;
  name: string;
  importance: Importance;
  source: RequirementSource;
};

export type RequirementPlan = {
  add: NewRequirement[];
  /** Existing rows to change (importance, source, withdrawn). */
  change: { id: string; importance: Importance; source: RequirementSource; withdrawn: boolean }[];
  /** Names, for the System note. */
  added: string[];
  withdrawn: string[];
};

/** A notice's plan, with the rest of what it changes for the System note. */
export type NoticePlan = RequirementPlan & {
  /** Documents already on the case that Amazon now asks for explicitly (made Critical). */
  raised: string[];
  /** Usual documents the notice's issue weighs differently: "Name (Medium → High)". */
  reweighed: string[];
};

const nameOf = (id: string) => documentCatalog.find((k) => k.id === id)?.name;

/**
 * How one notice changes the case's requirements. Nothing already asked for disappears unless the
 * notice says it is no longer needed; documents it asks for become Critical (added, or raised, or
 * restored); a first notice also weighs the case type's usual documents for its issue.
 */
export function planNoticeRequirements(
  existing: ExistingRequirement[],
  notice: NoticeView,
): NoticePlan {
  const plan: NoticePlan = {
    add: [],
    change: [],
    added: [],
    withdrawn: [],
    raised: [],
    reweighed: [],
  };
  if (notice.kind === 'not-a-notice') return plan;
  const byCatalog = new Map(existing.map((r) => [r.catalogId, r]));
  const requested = new Set(notice.requestedIds.filter((id) => nameOf(id)));

  for (const id of requested) {
    const current = byCatalog.get(id);
    if (!current) {
      const name = nameOf(id)!;
      plan.add.push({ catalogId: id, name, importance: 'Critical', source: 'notice' });
      plan.added.push(name);
    } else if (
      current.withdrawn ||
      current.importance !== 'Critical' ||
      current.source !== 'notice'
    ) {
      // Restored, or already on the case and now asked for by Amazon itself: both are news.
      (current.withdrawn ? plan.added : plan.raised).push(nameOf(id)!);
      plan.change.push({
        id: current.id,
        importance: 'Critical',
        source: 'notice',
        withdrawn: false,
      });
    }
  }
  if (notice.kind === 'initial') {
    for (const s of notice.suggested) {
      if (requested.has(s.id) || !nameOf(s.id)) continue;
      const current = byCatalog.get(s.id);
      if (!current) {
        plan.add.push({
          catalogId: s.id,
          name: s.name,
          importance: s.importance,
          source: 'case-type',
        });
        plan.added.push(s.name);
      } else if (current.source === 'case-type' && current.importance !== s.importance) {
        // The case type's usual list, weighed for what the notice is about.
        if (!current.withdrawn)
          plan.reweighed.push(`${nameOf(s.id)!} (${current.importance} → ${s.importance})`);
        plan.change.push({
          id: current.id,
          importance: s.importance,
          source: 'case-type',
          withdrawn: current.withdrawn,
        });
      }
    }
  }
  for (const id of notice.withdrawnIds) {
    const current = byCatalog.get(id);
    if (!current || current.withdrawn || requested.has(id)) continue;
    plan.change.push({
      id: current.id,
      importance: current.importance,
      source: current.source,
      withdrawn: true,
    });
    plan.withdrawn.push(nameOf(id) ?? id);
  }
  return plan;
}
