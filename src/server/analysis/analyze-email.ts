import type { CaseType } from '../../domain/case';
import type { AnalysisCategory, EmailAnalysis } from '../../domain/email-analysis';
import { buildAnalysisText } from './analysis-text';
import { classifyCase, measureCaseSignals } from './classify-case';
import { amazonLikelihood, cleanEmail, partText } from './clean-email';
import { defaultDeadline, findStatedDeadline, type Deadline } from './extract-deadline';
import { extractFacts, type ExtractedFacts } from './extract-facts';
import { identifyIssue, type IssueKind } from './identify-issue';
import { extractKeyIssues } from './key-issues';
import { buildNextSteps } from './next-steps';
import { daysBetween, startOfDay } from './parse-date';
import { estimateProbability } from './probability';
import { suggestDocuments } from './suggested-documents';
import type { WeightedText } from './weighted-patterns';

export interface AnalyzeOptions {
  /** The analysis date: relative deadlines without an e-mail date and the 7-day default count from it. */
  today: Date;
}

/** What the analyzer read from the e-mail, before it is worded for the seller. */
export interface EmailFacts extends ExtractedFacts {
  caseType: CaseType;
  category: AnalysisCategory;
  caseTypeConfidence: number;
  isNotice: boolean;
  issue: IssueKind;
  issueLabel: string;
  /** The response deadline (null when the e-mail is not a notice). */
  deadline: Deadline | null;
  keyIssues: string[];
  nonNoticeKind: string | null;
}

/** Earlier mails in a pasted chain still count, but less than the most recent notice. */
const OTHER_PART_WEIGHT = 0.3;

export function analyzeEmailFacts(content: string, options: AnalyzeOptions): EmailFacts {
  return readEmail(content, options).facts;
}

function readEmail(
  content: string,
  options: AnalyzeOptions,
): { facts: EmailFacts; cleanedText: string } {
  const today = startOfDay(options.today);
  const cleaned = cleanEmail(content, today);
  const primary = cleaned.parts[cleaned.primaryIndex]!;
  const texts: WeightedText[] = cleaned.parts.map((part, index) => ({
    text: `${partText(part)}\n${part.signature}`,
    weight:
      index === cleaned.primaryIndex ? 1 : amazonLikelihood(part) >= 3 ? OTHER_PART_WEIGHT : 0,
  }));
  const signals = measureCaseSignals(texts, content);
  const issue = identifyIssue(texts, signals.listingAction >= 3 || signals.inventoryHold >= 3);
  const classification = classifyCase(signals, issue);
  const facts = extractFacts(cleaned.text);

  let deadline: Deadline | null = null;
  if (classification.isNotice) {
    deadline = findStatedDeadline(primary.body, primary.sentAt, today);
    for (const part of cleaned.parts)
      deadline =
        deadline ?? (part === primary ? null : findStatedDeadline(part.body, part.sentAt, today));
    deadline = deadline ?? defaultDeadline(today);
  }
  const result: EmailFacts = {
    ...facts,
    requestedDocuments: classification.isNotice ? facts.requestedDocuments : [],
    caseType: classification.caseType,
    category: classification.category,
    caseTypeConfidence: classification.confidence,
    isNotice: classification.isNotice,
    issue: issue.kind,
    issueLabel: issue.label,
    deadline,
    keyIssues: classification.isNotice ? extractKeyIssues(primary.body) : [],
    nonNoticeKind: signals.nonNoticeKind,
  };
  return { facts: result, cleanedText: cleaned.text };
}

/**
 * Turns a pasted notification e-mail into an EmailAnalysis, offline and deterministically:
 * the same e-mail and day always give the same result, and every number is explained.
 */
export function analyzeEmail(content: string, options: AnalyzeOptions): EmailAnalysis {
  const { facts, cleanedText } = readEmail(content, options);
  const today = startOfDay(options.today);
  const classification = {
    caseType: facts.caseType,
    category: facts.category,
    confidence: facts.caseTypeConfidence,
    isNotice: facts.isNotice,
  };
  const suggestedDocuments = suggestDocuments(
    facts.caseType,
    facts.issue,
    facts.requestedDocuments,
    facts.isNotice,
  );
  const stated = facts.deadline && facts.deadline.source !== 'default' ? facts.deadline : null;
  const probability = facts.isNotice
    ? estimateProbability({
        issue: facts.issue,
        issueLabel: facts.issueLabel,
        text: cleanedText,
        requestedDocuments: facts.requestedDocuments,
        asinCount: facts.asins.length,
        daysToDeadline: stated ? daysBetween(today, new Date(`${stated.date}T00:00:00Z`)) : null,
      })
    : { score: 0.5, base: 0.5, factors: [] };
  const issue = { kind: facts.issue, label: facts.issueLabel, scores: {} };
  return {
    caseType: facts.caseType,
    category: facts.category,
    identifiedIssue: facts.issueLabel,
    keyIssues: facts.keyIssues,
    probabilityScore: probability.score,
    analysisText: buildAnalysisText({
      classification,
      issue,
      facts,
      deadline: facts.deadline,
      probability,
      nonNoticeKind: facts.nonNoticeKind,
    }),
    suggestedDocuments,
    nextSteps: buildNextSteps({
      isNotice: facts.isNotice,
      issue: facts.issue,
      deadline: facts.deadline,
      facts,
      suggestedDocuments,
    }),
    asins: facts.asins,
    deadline: facts.deadline?.date ?? null,
    provider: 'builtin',
  };
}
