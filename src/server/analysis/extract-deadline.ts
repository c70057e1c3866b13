import { addBusinessDays, addDays, findDates, startOfDay, toIsoDate } from './parse-date';
import { splitSentences } from './sentences';

/** Advice, not a deadline: respond within a week when the notice states no deadline (spec). */
export const FOLLOW_UP_DAYS = 7;

export type DeadlineSource = 'explicit' | 'relative' | 'default';

export interface Deadline {
  /** YYYY-MM-DD */
  date: string;
  source: DeadlineSource;
  /** The words the deadline was read from, or null for the default. */
  phrase: string | null;
  /** Whether a relative deadline was counted from the e-mail's own date (else from today). */
  isFromEmailDate: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-one': 21,
  'twenty-four': 24,
  'twenty-eight': 28,
  thirty: 30,
  'thirty-one': 31,
  forty: 40,
  'forty-five': 45,
  'forty-eight': 48,
  sixty: 60,
  'seventy-two': 72,
  ninety: 90,
};
// "within a week": the article counts as one.
const AMOUNT = `(\\d{1,3}|an?|${Object.keys(NUMBER_WORDS).join('|')})(?:\\s*\\(\\d{1,3}\\))?`;
/** "24 hrs" is how some senders shorten hours. */
const UNIT = '(days?|hours?|hrs?|weeks?)';
const RELATIVE = new RegExp(
  `\\b(?:within|in|after|for|up to)\\s+(?:the\\s+next\\s+|a\\s+period\\s+of\\s+)?${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\b`,
  'gi',
);
/** "You have 17 days to submit", "you will have 5 business days in which to respond". */
const RELATIVE_HAVE = new RegExp(
  `\\b(?:you|sellers?)\\s+(?:will\\s+)?(?:have|has|are given|get)\\s+(?:only\\s+)?${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\s+(?:to|in which|from|left|remaining)\\b`,
  'gi',
);
const RELATIVE_FROM = new RegExp(
  `\\b${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\s+(?:from|of|after)\\s+(?:the\\s+date\\s+of\\s+)?(?:this|receiving|receipt|now|today|the\\s+(?:notice|e-?mail|message|letter|notification)\\b)`,
  'gi',
);

/** The seller is being asked to act, or told what happens if they don't. */
const ACTION_CUE =
  /\b((take|taking) action|action (is )?(required|needed)|your action|act (now|within|by|in|before|prior)|respond|response|reply|provide|submit|send|upload|appeal|confirm|sign|open a case|contact|fix|update|correct|add|remove|create|file|complete|resolve|address|edit|delete|pay|due|if you do not|if we do not|otherwise|must|will be (removed|disposed|destroyed|closed|deactivated)|may be (removed|disposed|destroyed|closed)|disposed|destroyed|remain open|expires?|deadline|no later than)\b/i;
/** Amazon's own turnaround, or a look-back period, not a deadline for the seller. */
const NOT_A_DEADLINE =
  /\b(usually|typically|generally|normally|allow|takes|may take|will take|can take|could take|funds|arrive|processing|not returned|was not|were not|retain)\b/i;
/**
 * Amazon's own turnaround with Amazon or the reader of its answer as the subject ("our team
 * will respond within 48 hours", "you should hear back within 2 days"), and advice rather than
 * a requirement ("we recommend that you respond within 7 days": a suggestion is not a
 * deadline the notice states).
 */
const TURNAROUND =
  /\b(?:(?:we|our(?: \w+){0,2} (?:team|teams|staff|investigators?|specialists?|partners?)|amazon|seller (?:support|performance))(?: will| would| should| can| may| aim to| try to| strive to| expect to)(?: \w+){0,2} (?:review|respond|reply|process|contact|get back|investigate|reach out|evaluate|assess|complete|notify|reinstate|reimburse|update|issue|decide|make a decision|look into)|you (?:will|should|can|may)(?: \w+){0,2} (?:receive|hear|get (?:a|an|our) )|(?:expect|receive) an? (?:response|reply|decision|answer|update))\b/gi;
/** "Please be advised that you must respond" is a notice's formula, not advice. */
const ADVICE = /\b(recommend|suggest|encourage|ideally)|(?<!\bbe )\badvise (you|that)\b/i;
/** …unless the seller is the subject again after it ("we will review and, if you do not respond within …"). */
const SELLER_AGAIN = /\b(you|unless)\b/i;

function isTurnaroundOrAdvice(clause: string): boolean {
  if (ADVICE.test(clause)) return true;
  const matches = [...clause.matchAll(TURNAROUND)];
  const last = matches[matches.length - 1];
  return last !== undefined && !SELLER_AGAIN.test(clause.slice(last.index + last[0].length));
}

/** Said anywhere in the sentence, the period is when Amazon releases a hold, not a deadline. */
const NOT_A_DEADLINE_SENTENCE =
  /\b(hold will be (removed|released|lifted)|remaining funds|funds (will|would|may) (not )?(be (available|transferred|released|held)|stay|remain)|funds? disbursement|choose not to appeal)\b/i;
/** "by 11:59 PM PST on", "by 5 p.m.": a time of day between the cue and the date. */
const TIME_OF_DAY =
  '(?:(?:\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)|\\d{1,2}:\\d{2}|midnight|noon|close of business|cob|eod)\\s*(?:\\(?[a-z]{2,4}\\)?)?\\s*,?\\s*(?:on\\s+)?)?';
/** "Deadline:", "Deadline for your response:", "Response due date:", "due on". */
const DEADLINE_WORD =
  '\\bdeadline(?:\\s+(?:for|to)\\s+[a-z ]{1,30}?)?(?:\\s+(?:is|was|has|been|will|be|now|extended|moved|changed|set|to|until)){0,4}|\\bdue(?: date| on| by)?';
const EXPLICIT_CUE = new RegExp(
  `(?:\\bbetween\\b.{3,30}\\band|\\bby|\\bbefore|\\bprior to|\\bno later than|\\bnot later than|\\bon or before|\\buntil|${DEADLINE_WORD}|\\bexpires?(?: on)?|\\b(?:ends?|closes?)(?: on)?|(?:removed|disposed(?: of)?|destroyed|closed|deactivated) on|respond by|reply by)\\s*:?\\s*(?:the\\s+)?(?:end of\\s+(?:the\\s+)?(?:business\\s+)?(?:day\\s+)?(?:on\\s+)?)?${TIME_OF_DAY}(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?$`,
  'i',
);

function amountOf(token: string): number {
  if (/^an?$/i.test(token)) return 1;
  return /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token.toLowerCase()] ?? 0);
}

function countFrom(base: Date, amount: number, kind: string | undefined, unit: string): Date {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return addDays(base, Math.ceil(amount / 24));
  if (u.startsWith('week')) return addDays(base, amount * 7);
  if (kind && /business|working/i.test(kind)) return addBusinessDays(base, amount);
  return addDays(base, amount);
}

/**
 * An announced requirement's effective date ("Effective January 1, 2020, sellers must provide",
 * "beginning June 27, 2013, we will hide listings"): the day by which the seller has to comply.
 * Only ahead of the notice: a policy already in force sets no date to meet.
 */
const EFFECTIVE_CUE =
  /(?:\beffective|\bstarting|\bbeginning|\bas of|\bfrom)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;
/** …only when the sentence says what the seller must do or what Amazon will enforce from then. */
const REQUIREMENT_CUE =
  /\b(must|required?|requirements?|need to|update|submit|provide|will (hide|remove|suppress|deactivate|block|stop)|(be|see [\w ]{0,20}) (hidden|removed|suppressed|deactivated|blocked))\b/i;
/** 'unable to send units until December 1' ends a restriction; it asks nothing of the seller. */
const NEGATED_UNTIL =
  /\b(unable|not|cannot|can't|won't|no longer)\b[^.]{0,80}\buntil\s*(?:the\s+)?$/i;
/**
 * The period the documents must cover ("invoices dated between …", "items sold before …",
 * "purchases made by …"), not a date to act by.
 */
const DESCRIBED_PERIOD =
  /\b(dated|issued|purchased|sold|manufactured|made|created|placed|invoiced|bought|produced)\s+(?:\w+\s+)?(?:between|before|by|prior to|on or before|until)\b/i;
/** Fees and payouts fall due on a date; that is billing, not a response deadline. */
const MONEY_DUE =
  /\b(fees?|disbursements?|payouts?|payments?|settlements?|charges?|balance)\b[^.]{0,30}\bdue\b/i;
/** "By July 2018": a month without a day counts from its first day. */
const MONTH_YEAR =
  /\b(?:by|before|no later than|starting|beginning|effective|as of|from)\s+(?:the\s+end\s+of\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(\d{4})\b/i;
const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/** Words that make a date a deadline even when it has already passed ("respond by Jan 15"). */
const PAST_DEADLINE_CUE = new RegExp(
  `(?:\\bbetween\\b.{3,30}\\band|\\bby|\\bbefore|\\bprior to|\\bno later than|\\bnot later than|\\bon or before|${DEADLINE_WORD}|respond by|reply by)\\s*:?\\s*(?:the\\s+)?${TIME_OF_DAY}(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?$`,
  'i',
);

function explicitDeadline(
  sentence: string,
  base: Date,
  allowPast: boolean,
): { date: Date; phrase: string } | null {
  for (const match of findDates(sentence, base)) {
    const before = sentence.slice(Math.max(0, match.index - 40), match.index);
    const isEffective = EFFECTIVE_CUE.test(before) && REQUIREMENT_CUE.test(sentence);
    const lead = sentence.slice(Math.max(0, match.index - 60), match.index);
    if (
      !(EXPLICIT_CUE.test(before) || isEffective) ||
      NEGATED_UNTIL.test(sentence.slice(0, match.index)) ||
      // A date that asks nothing of the seller describes ("Prior to March 1 the category was
      // open"); one Amazon sets for itself ("we will review the documents by") is its turnaround.
      !(ACTION_CUE.test(sentence) || REQUIREMENT_CUE.test(sentence)) ||
      isTurnaroundOrAdvice(lead) ||
      DESCRIBED_PERIOD.test(before) ||
      MONEY_DUE.test(sentence)
    )
      continue;
    // A deadline lies ahead of the e-mail that sets it. Without the e-mail's date, a past date
    // after "respond by" is still the notice's deadline: one that has passed.
    if (match.date.getTime() < base.getTime() && !(allowPast && PAST_DEADLINE_CUE.test(before)))
      continue;
    return {
      date: match.date,
      phrase: sentence.slice(Math.max(0, match.index - 20), match.index + match.length).trim(),
    };
  }
  const monthYear = MONTH_YEAR.exec(sentence);
  const isBy = monthYear !== null && /^(by|before|no later)/i.test(monthYear[0]);
  if (monthYear && (isBy || REQUIREMENT_CUE.test(sentence))) {
    const month = MONTH_KEYS.indexOf(monthYear[1]!.slice(0, 3).toLowerCase());
    const date = new Date(Date.UTC(Number(monthYear[2]), month, 1));
    if (date.getTime() >= base.getTime() || (allowPast && isBy))
      return { date, phrase: monthYear[0] };
  }
  return null;
}

function relativeDeadline(sentence: string, base: Date): { date: Date; phrase: string } | null {
  if (!ACTION_CUE.test(sentence) || NOT_A_DEADLINE_SENTENCE.test(sentence)) return null;
  const matches = [
    ...sentence.matchAll(RELATIVE),
    ...sentence.matchAll(RELATIVE_FROM),
    ...sentence.matchAll(RELATIVE_HAVE),
  ].sort((a, b) => a.index - b.index);
  for (const m of matches) {
    // Only the clause leading up to the period decides whether it is Amazon's own turnaround.
    const clause = sentence.slice(Math.max(0, m.index - 60), m.index + m[0].length);
    const amount = amountOf(m[1]!);
    if (NOT_A_DEADLINE.test(clause) || isTurnaroundOrAdvice(clause) || amount <= 0 || amount > 365)
      continue;
    return { date: countFrom(base, amount, m[2], m[3]!), phrase: m[0] };
  }
  return null;
}

/**
 * The response deadline stated in an e-mail body: an explicit date next to 'by', 'before',
 * 'no later than', 'Deadline:' …, else a relative period ('within 5 business days', 'within
 * 72 hours', 'expires in 14 days') counted from the e-mail's own date when known, else from
 * today. Explicit dates win over relative ones. Returns null when nothing is stated.
 */
export function findStatedDeadline(
  body: string,
  sentAt: Date | null,
  today: Date,
): Deadline | null {
  const base = startOfDay(sentAt ?? today);
  const sentences = splitSentences(body).map((s) => s.text);
  for (const sentence of sentences) {
    const found = explicitDeadline(sentence, base, sentAt === null);
    if (found)
      return {
        date: toIsoDate(found.date),
        source: 'explicit',
        phrase: found.phrase,
        isFromEmailDate: false,
      };
  }
  for (const sentence of sentences) {
    const found = relativeDeadline(sentence, base);
    if (found)
      return {
        date: toIsoDate(found.date),
        source: 'relative',
        phrase: found.phrase,
        isFromEmailDate: sentAt !== null,
      };
  }
  return null;
}

/** The suggested respond-by date when the notice states no deadline: a week from today (advice only). */
export function suggestedFollowUp(today: Date): Deadline {
  return {
    date: toIsoDate(addDays(startOfDay(today), FOLLOW_UP_DAYS)),
    source: 'default',
    phrase: null,
    isFromEmailDate: false,
  };
}
