import type { EmailAnalysis } from '../../../domain/email-analysis';
import { issueLabels } from '../identify-issue';
import type { LabelledEmail } from './load-corpus';

export interface FieldScore {
  correct: number;
  total: number;
  misses: string[];
}

export type Confusion = Record<string, Record<string, number>>;

export interface CorpusReport {
  count: number;
  caseType: FieldScore;
  category: FieldScore;
  issue: FieldScore;
  kind: FieldScore;
  asins: FieldScore;
  /** Stated deadlines reported within a day of the labelled date. */
  statedDeadline: FieldScore;
  /**
   * Notices that state a deadline without naming a date ("by the due date indicated for each
   * product"): no date can be read from them, so they are left out of `statedDeadline`, and a
   * date reported for them is not counted as invented. Listed so the figure stays honest.
   */
  undatedDeadlines: string[];
  /** Deadlines reported for notices that state none. */
  inventedDeadlines: string[];
  documents: {
    precision: number;
    recall: number;
    truePositives: number;
    predicted: number;
    expected: number;
    misses: string[];
  };
  confusion: { caseType: Confusion; kind: Confusion };
  /** Mean calibrated confidence against the category accuracy, and how often the analysis said it was unsure. */
  calibration: { meanConfidence: number; accuracy: number; uncertain: number };
}

const field = (): FieldScore => ({ correct: 0, total: 0, misses: [] });
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);
const DAY_MS = 86_400_000;

function score(target: FieldScore, id: string, expected: unknown, actual: unknown, ok: boolean) {
  target.total += 1;
  if (ok) target.correct += 1;
  else
    target.misses.push(
      `${id}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
}

function count(confusion: Confusion, expected: string, actual: string) {
  confusion[expected] ??= {};
  confusion[expected][actual] = (confusion[expected][actual] ?? 0) + 1;
}

/** Compares each analysis with the e-mail's labels. `analyze` may be the built-in analyzer or an LLM replay. */
export async function evaluateCorpus(
  emails: LabelledEmail[],
  analyze: (email: LabelledEmail) => EmailAnalysis | Promise<EmailAnalysis>,
): Promise<CorpusReport> {
  const report: CorpusReport = {
    count: emails.length,
    caseType: field(),
    category: field(),
    issue: field(),
    kind: field(),
    asins: field(),
    statedDeadline: field(),
    inventedDeadlines: [],
    undatedDeadlines: [],
    documents: { precision: 0, recall: 0, truePositives: 0, predicted: 0, expected: 0, misses: [] },
    confusion: { caseType: {}, kind: {} },
    calibration: { meanConfidence: 0, accuracy: 0, uncertain: 0 },
  };
  let confidenceSum = 0;
  for (const email of emails) {
    const a = await analyze(email);
    const id = email.id;
    if (email.caseType !== null) {
      score(report.caseType, id, email.caseType, a.caseType, a.caseType === email.caseType);
      count(report.confusion.caseType, email.caseType, a.caseType);
    }
    score(report.category, id, email.category, a.category, a.category === email.category);
    const issueLabel = issueLabels[email.issue];
    score(report.issue, id, issueLabel, a.identifiedIssue, a.identifiedIssue === issueLabel);
    confidenceSum += a.confidence;
    if (a.uncertainty !== null) report.calibration.uncertain += 1;
    if (email.kind !== null) {
      score(report.kind, id, email.kind, a.kind, a.kind === email.kind);
      count(report.confusion.kind, email.kind, a.kind);
    }
    score(report.asins, id, email.asins, a.asins, sameList(a.asins, email.asins));
    if (email.deadline.stated && email.deadline.date === null) {
      report.undatedDeadlines.push(`${id}: "${email.deadline.text}", reported ${a.deadline}`);
    } else if (email.deadline.stated && email.deadline.date !== null) {
      const ok =
        a.deadline !== null &&
        Math.abs(Date.parse(a.deadline) - Date.parse(email.deadline.date)) <= DAY_MS;
      score(report.statedDeadline, id, email.deadline.date, a.deadline, ok);
    } else if (a.deadline !== null) {
      report.inventedDeadlines.push(`${id}: reported ${a.deadline}, the notice states none`);
    }
    const expected = email.documents;
    const hits = a.requestedDocuments.filter((d) => expected.includes(d)).length;
    report.documents.truePositives += hits;
    report.documents.predicted += a.requestedDocuments.length;
    report.documents.expected += expected.length + email.unmappedDocuments.length;
    if (
      hits !== expected.length + email.unmappedDocuments.length ||
      hits !== a.requestedDocuments.length
    )
      report.documents.misses.push(
        `${id}: expected ${JSON.stringify([...expected, ...email.unmappedDocuments])}, got ${JSON.stringify(a.requestedDocuments)}`,
      );
  }
  const d = report.documents;
  d.precision = d.predicted === 0 ? 1 : d.truePositives / d.predicted;
  d.recall = d.expected === 0 ? 1 : d.truePositives / d.expected;
  report.calibration.meanConfidence = emails.length === 0 ? 0 : confidenceSum / emails.length;
  report.calibration.accuracy = accuracy(report.category);
  return report;
}

export const accuracy = (f: FieldScore) => (f.total === 0 ? 1 : f.correct / f.total);
