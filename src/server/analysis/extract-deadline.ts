import { addBusinessDays, addDays, findDates, startOfDay, toIsoDate } from './parse-date';
import { splitSentences } from './sentences';

export const DEFAULT_RESPONSE_DAYS = 7;

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
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};
const AMOUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?:\\s*\\(\\d{1,3}\\))?`;
const RELATIVE = new RegExp(
  `\\b(?:within|in|after|for|up to)\\s+(?:the\\s+next\\s+|a\\s+period\\s+of\\s+)?${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?(days?|hours?|weeks?)\\b`,
  'gi',
);
const RELATIVE_FROM = new RegExp(
  `\\b${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?(days?|hours?|weeks?)\\s+(?:from|of|after)\\s+(?:the\\s+date\\s+of\\s+)?(?:this|receiving|receipt)`,
  'gi',
);

/** The seller is being asked to act, or told what happens if they don't. */
const ACTION_CUE =
  /\b(respond|reply|provide|submit|send|upload|appeal|confirm|sign|open a case|contact|fix|update|correct|if you do not|if we do not|otherwise|must|will be (removed|disposed|destroyed|closed|deactivated)|may be (removed|disposed|destroyed|closed)|disposed|destroyed|remain open|expires?|deadline|no later than)\b/i;
/** Amazon's own turnaround, or a look-back period, not a deadline for the seller. */
const NOT_A_DEADLINE =
  /\b(usually|typically|generally|normally|allow|takes|may take|will take|funds|arrive|we will (review|respond|process|contact)|processing|not returned|was not|were not|retain)\b/i;
const EXPLICIT_CUE =
  /(?:\bby|\bbefore|\bno later than|\bnot later than|\bon or before|\buntil|\bdeadline|\bdue(?: date)?|\bexpires?(?: on)?|\bends? on|(?:removed|disposed(?: of)?|destroyed|closed|deactivated) on|respond by|reply by)\s*:?\s*(?:the\s+)?(?:end of\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;

function amountOf(token: string): number {
  return /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token.toLowerCase()] ?? 0);
}

function countFrom(base: Date, amount: number, kind: string | undefined, unit: string): Date {
  const u = unit.toLowerCase();
  if (u.startsWith('hour')) return addDays(base, Math.ceil(amount / 24));
  if (u.startsWith('week')) return addDays(base, amount * 7);
  if (kind && /business|working/i.test(kind)) return addBusinessDays(base, amount);
  return addDays(base, amount);
}

function explicitDeadline(sentence: string, base: Date): { date: Date; phrase: string } | null {
  for (const match of findDates(sentence, base)) {
    const before = sentence.slice(Math.max(0, match.index - 40), match.index);
    if (!EXPLICIT_CUE.test(before)) continue;
    // A deadline lies ahead of the e-mail that sets it.
    if (match.date.getTime() < base.getTime()) continue;
    return {
      date: match.date,
      phrase: sentence.slice(Math.max(0, match.index - 20), match.index + match.length).trim(),
    };
  }
  return null;
}

function relativeDeadline(sentence: string, base: Date): { date: Date; phrase: string } | null {
  if (!ACTION_CUE.test(sentence)) return null;
  const matches = [...sentence.matchAll(RELATIVE), ...sentence.matchAll(RELATIVE_FROM)].sort(
    (a, b) => a.index - b.index,
  );
  for (const m of matches) {
    // Only the clause leading up to the period decides whether it is Amazon's own turnaround.
    const clause = sentence.slice(Math.max(0, m.index - 60), m.index + m[0].length);
    const amount = amountOf(m[1]!);
    if (NOT_A_DEADLINE.test(clause) || amount <= 0 || amount > 365) continue;
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
    const found = explicitDeadline(sentence, base);
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

/** Spec default when the notice states no deadline: respond within 7 days of today. */
export function defaultDeadline(today: Date): Deadline {
  return {
    date: toIsoDate(addDays(startOfDay(today), DEFAULT_RESPONSE_DAYS)),
    source: 'default',
    phrase: null,
    isFromEmailDate: false,
  };
}
