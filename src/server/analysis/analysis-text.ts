import type { NoticeKind } from '../../domain/email-analysis';
import type { CaseClassification } from './classify-case';
import type { Deadline } from './extract-deadline';
import type { ExtractedFacts } from './extract-facts';
import type { IssueResult } from './identify-issue';
import { formatDate } from '../../domain/dates';
import type { ProbabilityResult } from './probability';

export interface AnalysisTextInput {
  classification: CaseClassification;
  issue: IssueResult;
  facts: ExtractedFacts;
  deadline: Deadline | null;
  probability: ProbabilityResult;
  nonNoticeKind: string | null;
  today: Date;
  kind?: NoticeKind;
  /** "Not sure — looks like X or Y" when the classification is below the confidence threshold. */
  uncertainty?: string | null;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '\u2212' : '\u00b1'}${Math.round(Math.abs(value) * 100)}%`;

const noticeNames: Record<string, string> = {
  suppression: 'a listing suppression notice',
  fba: 'an FBA inventory hold notice',
  inventory: 'an FBA inventory notice',
  other: 'an information request or account notice',
};

/** What the notice is in the life of the case, when it is not the first notice. */
const kindNotes: Partial<Record<NoticeKind, string>> = {
  'appeal-rejected':
    'It is a reply to an appeal: Amazon did not accept what was sent and says what is still missing.',
  'information-request': 'Amazon is asking for more information before it decides.',
  reinstated: 'Amazon says the listing, inventory or account has been reinstated.',
  warning: 'It is a warning: nothing has been removed yet, but repeat problems may lead to action.',
};

const happened: Record<string, string> = {
  suppression: 'Amazon removed, suppressed or deactivated the listing',
  fba: 'Amazon is holding FBA inventory',
  inventory: 'this is an FBA inventory matter (discrepancy, stranded units or reimbursement)',
  other: 'Amazon is asking for information about the product or listing',
};

function describeDeadline(deadline: Deadline, today: Date): string {
  const date = formatDate(deadline.date);
  if (deadline.source !== 'default' && deadline.date < today.toISOString().slice(0, 10))
    return `The e-mail's deadline of ${date} has passed; respond as soon as possible.`;
  if (deadline.source === 'explicit') return `The e-mail sets a deadline of ${date}.`;
  if (deadline.source === 'relative') {
    const from = deadline.isFromEmailDate ? "the e-mail's date" : 'today';
    return `The e-mail asks for a response ${deadline.phrase}, which counted from ${from} is ${date}.`;
  }
  return `The e-mail states no deadline. Our advice (not an Amazon deadline): respond within a week, by ${date}.`;
}

/** A readable paragraph: what happened, why, what is asked, by when, and why this probability. */
export function buildAnalysisText(input: AnalysisTextInput): string {
  const { classification, issue, facts, deadline, probability } = input;
  if (!classification.isNotice) {
    const kind = input.nonNoticeKind ? ` It reads like ${input.nonNoticeKind}.` : '';
    return (
      `This does not look like an Amazon account-health notice.${kind} ` +
      `No issue was identified, so the case type ${classification.caseType} is only a low-confidence guess ` +
      `(${percent(classification.confidence)}) and the success probability stays at the neutral ${percent(probability.score)}. ` +
      'If this is the wrong e-mail, paste the notification from Seller Central instead.'
    );
  }
  const sentences: string[] = [];
  const policy = facts.policies[0] ? ` under the ${facts.policies[0]}` : '';
  sentences.push(
    `This looks like ${noticeNames[classification.category]}: ${happened[classification.category]}${policy}. Identified issue: ${issue.label}.`,
  );
  if (input.kind && kindNotes[input.kind]) sentences.push(kindNotes[input.kind]!);
  if (input.uncertainty) sentences.push(`${input.uncertainty}.`);
  if (facts.asins.length > 0)
    sentences.push(`Affected ASIN${facts.asins.length > 1 ? 's' : ''}: ${facts.asins.join(', ')}.`);
  let caseTypeNote = `Case type: ${classification.caseType} (confidence ${percent(classification.confidence)}).`;
  if (classification.category === 'inventory')
    caseTypeNote +=
      ' Inventory problems have no case type of their own, so this is filed as an FBA Lock case.';
  sentences.push(caseTypeNote);
  if (facts.requestedDocuments.length > 0)
    sentences.push(`Amazon asks for: ${facts.requestedDocuments.join(', ')}.`);
  if (deadline) sentences.push(describeDeadline(deadline, input.today));
  const factorText =
    probability.factors.length > 0
      ? `; ${probability.factors.map((f) => `${f.label} ${signed(f.delta)}`).join('; ')}`
      : '; no other signals in the e-mail moved it';
  sentences.push(
    `Estimated success probability ${percent(probability.score)}: base rate for ${issue.label.toLowerCase()} cases ${percent(probability.base)}${factorText}.`,
  );
  return sentences.join(' ');
}
