import type { SuggestedDocument } from '../../domain/email-analysis';
import type { Deadline } from './extract-deadline';
import type { ExtractedFacts } from './extract-facts';
import type { IssueKind } from './identify-issue';
import { formatDate } from '../../domain/dates';
import { toIsoDate } from './parse-date';

const issueSteps: Record<IssueKind, string> = {
  'product-safety':
    'Check the product against the safety standard the notice names and get the certificate and test report from your manufacturer or an accredited lab.',
  authenticity:
    'Check that your invoices show the supplier\u2019s name, address, phone and website, your business details, and quantities covering the units sold.',
  trademark:
    'Contact the rights owner about a retraction, or prepare proof that you may use the mark (authorization or license).',
  copyright:
    'Replace the disputed content with your own, or ask the rights owner for a retraction.',
  patent:
    'Compare the product with the patent named; ask the rights owner for a retraction or get an attorney\u2019s non-infringement opinion.',
  'intellectual-property':
    'Contact the rights owner about a retraction, or prepare proof that the listing does not infringe.',
  'dangerous-goods':
    'Get a current Safety Data Sheet (or exemption sheet) from the manufacturer and upload it under Manage Dangerous Goods Classification.',
  'listing-policy':
    'Fix the listing in Seller Central (images, title, attributes or price) so it meets the policy named in the e-mail.',
  condition:
    'Write a plan of action: root cause, what you changed in receiving and grading, and how you prevent it.',
  'information-request':
    'Reply in the same thread or case with exactly the information asked for, one item per requested point.',
  inventory:
    'Check the Inventory Ledger and Reimbursements reports, then open or reply to the case with your evidence.',
  'restricted-product':
    'Check whether the product is restricted in that marketplace; remove it or get the approval, registration or exemption the notice names.',
  'compliance-documents':
    'Upload the compliance documents the notice lists (Manage Your Compliance), each clearly naming the product.',
  pricing:
    'Correct the price, then explain the cause and how you prevent pricing errors (repricer rules, minimum prices).',
  general: 'Read the notice for the policy named and prepare a short plan of action.',
  none: '',
};

export interface NextStepsInput {
  isNotice: boolean;
  issue: IssueKind;
  deadline: Deadline | null;
  facts: ExtractedFacts;
  suggestedDocuments: SuggestedDocument[];
  /** The analysis date: a stated deadline before it has passed. */
  today?: Date;
}

/** Concrete steps in the order a seller takes them, with the deadline date. */
export function buildNextSteps(input: NextStepsInput): string[] {
  if (!input.isNotice) {
    return [
      'No response to Amazon is needed: this e-mail does not look like an account-health notice.',
      'If you meant to open a case, paste the notification from Seller Central (Account Health or Performance Notifications) instead.',
    ];
  }
  const steps: string[] = [];
  const { deadline } = input;
  const hasPassed =
    deadline !== null && input.today !== undefined && deadline.date < toIsoDate(input.today);
  if (deadline && deadline.source !== 'default' && hasPassed)
    steps.push(
      `The deadline in the e-mail (${formatDate(deadline.date)}) has passed: respond as soon as possible.`,
    );
  else if (deadline && deadline.source !== 'default')
    steps.push(`Respond by ${formatDate(deadline.date)} (the deadline in the e-mail).`);
  else if (deadline)
    steps.push(
      `Advice: respond by ${formatDate(deadline.date)}, a week from today; the e-mail states no deadline.`,
    );
  const critical = input.suggestedDocuments
    .filter((d) => d.importance === 'Critical')
    .map((d) => d.name);
  if (critical.length > 0) steps.push(`Gather the Critical documents: ${critical.join(', ')}.`);
  if (issueSteps[input.issue]) steps.push(issueSteps[input.issue]);
  const { asins, complaintIds } = input.facts;
  if (asins.length > 0)
    steps.push(`Cover every affected ASIN in your response: ${asins.join(', ')}.`);
  if (complaintIds.length > 0)
    steps.push(`Quote the reference ${complaintIds.join(', ')} in your response.`);
  steps.push(
    'Submit through Account Health (or reply to the case) and keep copies of everything you send.',
  );
  steps.push('Follow up after 3 to 5 business days if you have not heard back.');
  return steps;
}
