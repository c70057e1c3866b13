import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseType } from '../../../domain/case';
import type { AnalysisCategory, NoticeKind } from '../../../domain/email-analysis';
import type { IssueKind } from '../identify-issue';
import { catalogIdForLabel, realCategory, realIssueMap } from './corpus-labels';
import { expectedDeadlineDate } from './expected-deadline';

/** One labelled e-mail, real or synthetic, in the analyzer's vocabulary. */
export interface LabelledEmail {
  id: string;
  set: 'real' | 'synthetic';
  /** The analysis date: relative deadlines without a Date header count from it. */
  today: string;
  formats: string[];
  /** null for e-mails that are not notices: any guess is accepted. */
  caseType: CaseType | null;
  category: AnalysisCategory;
  /** The corpus' own category label (keeps 'asin-request'), for stratifying the split. */
  rawCategory: string;
  issue: IssueKind;
  /** null where the set does not label it (synthetic notices). */
  kind: NoticeKind | null;
  asins: string[];
  deadline: {
    stated: boolean;
    /** YYYY-MM-DD when the stated deadline can be dated from the label, else null. */
    date: string | null;
    text: string | null;
  };
  /** Catalog ids of the requested documents. */
  documents: string[];
  /** Labelled documents the catalog has no kind for (counted as misses in recall). */
  unmappedDocuments: string[];
  content: string;
}

const corpusDir = dirname(fileURLToPath(import.meta.url));
/** The date real notices without a publication date are analysed on, so runs are repeatable. */
export const REAL_CORPUS_TODAY = '2026-11-23';

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown);

interface SyntheticFile {
  id: string;
  today: string;
  formats: string[];
  expected: {
    caseType: CaseType | null;
    category: AnalysisCategory;
    issue: IssueKind;
    asins: string[];
    deadline: string | null;
    documents: string[];
  };
  content: string[];
}

/**
 * The synthetic set labels no notice kind; these were read from the mails (a denied appeal, a
 * final warning, requests for information). Every other notice is a first notice.
 */
const syntheticKinds: Record<string, NoticeKind> = {
  'fair-pricing-final-warning-qp': 'warning',
  'fba-inauthentic-appeal-denied-two-mails': 'appeal-rejected',
  'asin-info-specs': 'information-request',
  'category-approval-grocery': 'information-request',
  'brand-approval-new-asins': 'information-request',
  'browse-node-justification': 'information-request',
  'dimensions-review-business-days': 'information-request',
  'brand-ungating-makita': 'information-request',
  'gtin-exemption-images': 'information-request',
  'heldout-asin-variation-info': 'information-request',
};

/** The team's synthetic mails: edge cases of format (HTML pastes, forwarded chains, quoted-printable). */
export function loadSyntheticCorpus(): LabelledEmail[] {
  return (jsonFiles(join(corpusDir, 'synthetic')) as SyntheticFile[]).map((raw) => {
    const docs = raw.expected.documents.map((name) => ({ name, id: catalogIdForLabel(name) }));
    return {
      id: raw.id,
      set: 'synthetic',
      today: raw.today,
      formats: raw.formats,
      caseType: raw.expected.caseType,
      category: raw.expected.category,
      rawCategory: raw.expected.category,
      issue: raw.expected.issue,
      kind: raw.expected.issue === 'none' ? 'not-a-notice' : (syntheticKinds[raw.id] ?? 'initial'),
      asins: raw.expected.asins,
      deadline: {
        stated: raw.expected.deadline !== null,
        date: raw.expected.deadline,
        text: null,
      },
      documents: docs.flatMap((d) => (d.id ? [d.id] : [])),
      unmappedDocuments: docs.flatMap((d) => (d.id ? [] : [d.name])),
      content: raw.content.join('\n'),
    };
  });
}

interface RealFile {
  id: string;
  source: string;
  published: string | null;
  labels: {
    caseType: CaseType | null;
    category: string;
    kind: NoticeKind;
    issue: string;
    asins: string[];
    deadline: { stated: boolean; text?: string };
    documents?: string[];
  };
  content: string[];
}

/** Real published notices collected into corpus/real/. */
export function loadRealCorpus(): LabelledEmail[] {
  return (jsonFiles(join(corpusDir, 'real')) as RealFile[]).map((raw) => {
    const { labels } = raw;
    const today =
      raw.published && /^\d{4}-\d{2}-\d{2}$/.test(raw.published)
        ? raw.published
        : REAL_CORPUS_TODAY;
    const docs = (labels.documents ?? []).map((name) => ({ name, id: catalogIdForLabel(name) }));
    const text = labels.deadline.stated ? (labels.deadline.text ?? null) : null;
    return {
      id: raw.id,
      set: 'real',
      today,
      formats: [],
      caseType: labels.caseType,
      category: realCategory(labels.category),
      rawCategory: labels.category,
      issue: realIssueMap[labels.issue] ?? 'general',
      kind: labels.kind,
      asins: labels.asins,
      deadline: {
        stated: labels.deadline.stated,
        date: text ? expectedDeadlineDate(text, today) : null,
        text,
      },
      documents: [...new Set(docs.flatMap((d) => (d.id ? [d.id] : [])))],
      unmappedDocuments: docs.flatMap((d) => (d.id ? [] : [d.name])),
      content: raw.content.join('\n'),
    };
  });
}

export interface CorpusSplit {
  train: string[];
  test: string[];
}

export const splitPath = join(corpusDir, 'split.json');

export function loadSplit(): CorpusSplit {
  try {
    return JSON.parse(readFileSync(splitPath, 'utf8')) as CorpusSplit;
  } catch {
    return { train: [], test: [] };
  }
}

/**
 * The real notices by side of the committed split; `unsplit` are notices collected since, which
 * neither the model nor any rule has been tuned on yet.
 */
export function realBySplit(): {
  train: LabelledEmail[];
  test: LabelledEmail[];
  unsplit: LabelledEmail[];
} {
  const split = loadSplit();
  const real = loadRealCorpus();
  const train = new Set(split.train);
  const test = new Set(split.test);
  return {
    train: real.filter((e) => train.has(e.id)),
    test: real.filter((e) => test.has(e.id)),
    unsplit: real.filter((e) => !train.has(e.id) && !test.has(e.id)),
  };
}
