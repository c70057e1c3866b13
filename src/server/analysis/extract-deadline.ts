import {
  bodyLanguages,
  foreignDeadlines,
  type BodyLanguages,
  type Candidate,
} from './foreign-deadlines';
import {
  addBusinessDays,
  addDays,
  addMonths,
  findDates,
  startOfDay,
  toIsoDate,
} from './parse-date';
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

const UNITS: Record<string, number> = {
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
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT_WORD = Object.keys(UNITS).join('|');
const TENS_WORD = Object.keys(TENS).join('|');
/** "seventeen", "forty-eight", "one hundred twenty": any number a notice spells out up to 999. */
const NUMBER_WORD = `(?:(?:${UNIT_WORD})[- ]hundred(?:[- ]and)?[- ])?(?:(?:${TENS_WORD})(?:[- ](?:${UNIT_WORD}))?|${UNIT_WORD})|(?:${UNIT_WORD})[- ]hundred`;
/**
 * "within a week": the article counts as one. Legal wording doubles the number, either way
 * round: "seventeen (17) days", "17 (seventeen) days"; the bracket repeats it and is skipped.
 */
const AMOUNT = `(\\d{1,3}|an?|${NUMBER_WORD})(?:\\s*\\((?:\\d{1,3}|${NUMBER_WORD})\\))?`;
/** "24 hrs" is how some senders shorten hours; British senders count in fortnights. */
const UNIT = '(days?|hours?|hrs?|weeks?|fortnights?|months?)';
/**
 * "for 30 days" is a duration ("suspended for 6 months", "keep records for 6 months"), except
 * where something stays open for the seller that long ("Your application will remain open for
 * 30 days").
 */
const RELATIVE = new RegExp(
  `\\b(?:within|in|after|up to|(?:over|during)(?=\\s+the\\s+(?:next|coming)\\b)|(?<=\\bremains?\\s+(?:open|active|available|valid)\\s+)for)\\s+(?:the\\s+(?:next|coming)\\s+|a\\s+period\\s+of\\s+)?${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\b`,
  'gi',
);
/**
 * "You have 17 days to submit", "you will have 5 business days in which to respond", "you will
 * have 60 days after receiving the first email to comply".
 */
const RELATIVE_HAVE = new RegExp(
  `\\b(?:you|sellers?)\\s+(?:will\\s+)?(?:have|has|are given|get)\\s+(?:only\\s+)?${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\s+(?:to|in which|from|left|remaining|after|following)\\b`,
  'gi',
);
/** "within 24h", "in 48hrs": a figure written against its unit of hours (no business kind). */
const RELATIVE_COMPACT = /\b(?:within|in)\s+(?:the\s+next\s+)?(\d{1,3})()(h|hrs?)\b/gi;
const RELATIVE_FROM = new RegExp(
  `\\b${AMOUNT}\\s+(calendar\\s+|business\\s+|working\\s+)?${UNIT}\\s+(?:from|of|after)\\s+(?:the\\s+date\\s+of\\s+)?(?:this|receiving|receipt|now|today|the\\s+(?:notice|e-?mail|message|letter|notification)\\b)`,
  'gi',
);

/** The seller is being asked to act, or told what happens if they don't. */
const ACTION_CUE =
  /\b((we|amazon) (require|requires|need|needs|request|requests)|(take|taking) action|action (is )?(required|needed)|your action|act (now|within|by|in|before|prior)|respond|response|reply|provide|(?:re-?)?submit|(?:re-?)?send|(?:re-?)?upload|appeal|confirm|sign|open a case|contact|fix|update|correct|add|remove|create|file|complete|comply|resolve|address|edit|delete|pay|due|if you do not|if we do not|if not|fail(?:ure|ing)? to (?:do so|comply|respond|reply|provide|submit|act|take action|send|upload)|otherwise|must|will be (removed|disposed|destroyed|closed|deactivated)|may be (removed|disposed|destroyed|closed)|disposed|destroyed|remain open|expires?|deadline|no later than)\b/i;
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
  /\b(?:(?:we|our(?: \w+){0,2} (?:team|teams|staff|investigators?|specialists?|partners?)|amazon|seller (?:support|performance))(?: will| would| should| can| may| aim to| try to| strive to| expect to| plan to| intend to| are going to)(?: \w+){0,2} (?:review|respond|reply|process|contact|call|get back|investigate|reach out|reach|evaluate|assess|complete|notify|reinstate|reimburse|update|issue|decide|make a decision|look into|provide|share|disclose|report|transfer)(?: you\b)?|you (?:will|should|can|may)(?: \w+){0,2} (?:receive|hear|get (?:a|an|our) )|(?:expect|receive) an? (?:response|reply|decision|answer|update))\b/gi;
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

/**
 * "If the update still has not appeared after 24 hours, reach out": how long to wait before
 * asking, not a deadline. "After" a negation, "still/yet" or a problem that persists counts the
 * wait ("If the problem persists after 24 hours, contact us").
 */
const WAITING_PERIOD = /\b(?:not|n't|never|no|still|yet|persists?|continues?)\b[^.;]{0,60}$/i;
/**
 * "Respond to buyer messages within 24 hours", "issue refunds within 2 business days of
 * receiving the return", "ship orders within 2 business days of the order date": a standing rule of
 * how to serve customers, not this notice's deadline.
 */
const SERVICE_RULE =
  /\b(?:buyers?|customers?)['’]?\s+(?:messages?|inquiries|questions|e-?mails?|contacts?)\b|\b(?:of|after)\s+(?:receiving|receipt of)\s+(?:the|a|an)\s+(?:returns?|returned items?|orders?|items?|packages?|claims?)\b|\b(?:ship|dispatch)\s+(?:\w+\s+){0,2}orders?\b|\b(?:of|after)\s+(?:the\s+)?(?:order|purchase)\s+date\b/i;
/** "Invoices dated within 180 days": how old a document may be, not a deadline. */
const DOCUMENT_AGE = /\b(?:dated|issued|purchased|bought|taken|printed|older than)\s+$/i;
/** "If you have not sold in 12 months": a look back over the seller's activity, not a deadline. */
const INACTIVITY =
  /\b(?:have|has|had)(?:n['\u2019]t| not| never)\s+(?:been\s+)?(?:sold|shipped|listed|logged in|signed in|been active|made (?:a|any) sales?|had (?:a|any) (?:sales?|orders?)|received (?:a|any) orders?)\b[^.;]{0,30}$/i;

/** Said anywhere in the sentence, the period is when Amazon releases a hold, not a deadline. */
const NOT_A_DEADLINE_SENTENCE =
  /\b(hold will be (removed|released|lifted)|remaining funds|funds (will|would|may) (not )?(be (available|transferred|released|held)|stay|remain)|funds? disbursement|choose not to appeal|reserves? (?:will|would|may|can|might) be (?:applied|placed|held|kept))\b/i;
/** "by 11:59 PM PST on", "by 5 p.m. Pacific Time on": a time of day between the cue and the date. */
const TIME_OF_DAY =
  '(?:(?:\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)|\\d{1,2}:\\d{2}|midnight|noon|close of business|cob|eod)\\s*(?:\\(?[a-z]{2,4}\\)?|(?:pacific|eastern|central|mountain|local)(?: (?:standard|daylight))? time)?\\s*,?\\s*(?:on\\s+(?:the\\s+)?)?)?';
/** "Deadline:", "Deadline for your response:", "Response due date:", "due on". */
const DEADLINE_WORD =
  '\\bdeadline(?:\\s+(?:for|to)\\s+[a-z ]{1,30}?)?(?:\\s+(?:is|was|has|been|will|be|now|extended|moved|changed|set|to|until|of)){0,4}|\\bdue(?: date| on| by)?';
const EXPLICIT_CUE = new RegExp(
  `(?:\\bbetween\\b.{3,30}\\band|\\bby|\\bbefore|\\bprior to|\\bno later than|\\bnot later than|\\bon or before|\\buntil|${DEADLINE_WORD}|\\bexpires?(?: on)?|\\b(?:ends?|closes?)(?: on)?|(?:removed|disposed(?: of)?|destroyed|closed|deactivated)(?: from [\\w ]{1,30}?)? on|respond by|reply by)\\s*[:\\-\u2013\u2014]?\\s*(?:the\\s+)?(?:end of\\s+(?:the\\s+)?(?:business\\s+)?(?:day\\s+)?(?:on\\s+)?)?${TIME_OF_DAY}(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?$`,
  'i',
);

function wordsToNumber(words: string): number {
  let total = 0;
  for (const word of words.toLowerCase().split(/[- ]+/)) {
    if (word === 'hundred') total *= 100;
    else total += UNITS[word] ?? TENS[word] ?? 0;
  }
  return total;
}

function amountOf(token: string): number {
  if (/^an?$/i.test(token)) return 1;
  return /^\d+$/.test(token) ? Number(token) : wordsToNumber(token);
}

function countFrom(base: Date, amount: number, kind: string | undefined, unit: string): Date {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return addDays(base, Math.ceil(amount / 24));
  if (u.startsWith('week')) return addDays(base, amount * 7);
  if (u.startsWith('fortnight')) return addDays(base, amount * 14);
  if (u.startsWith('month')) return addMonths(base, amount);
  if (kind && /business|working/i.test(kind)) return addBusinessDays(base, amount);
  return addDays(base, amount);
}

/** "from October 1 through October 31": the start of a period, not the day a rule takes effect. */
const PERIOD_END = /^,?\s*(?:through|thru|to|until|till|-|\u2013|and)\s+\S/i;
/**
 * An announced requirement's effective date ("Effective January 1, 2020, sellers must provide",
 * "beginning June 27, 2013, we will hide listings"): the day by which the seller has to comply.
 * Only ahead of the notice: a policy already in force sets no date to meet (without the
 * notice's own date, wording that announces it as still to come decides: ANNOUNCED).
 */
const EFFECTIVE_CUE =
  /(?:\beffective|\bstarting|\bbeginning|\bas of|\bfrom|\b(?:takes?|take|goes?|go|comes?|come) (?:into )?(?:effect|force)(?: in [\w ]{1,30}?)?)\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;
/** "After June 23, 2024, units without codes will be …": a sentence that opens on the date. */
const OPENING_AFTER = /^\W*after\s+$/i;
/**
 * The longest opening OPENING_AFTER and OPENING_CUE can match ("Between Monday, May 1 and
 * Friday, May 30,"). They are tried on the sentence up to each date; past this length the
 * opening cannot be a cue, and reading it again for every date took time quadratic in a run of
 * symbols or CJK letters before many dates (helper's ReDoS sweep).
 */
const OPENING_REACH = 80;
const opensWith = (cue: RegExp, sentence: string, index: number) =>
  index <= OPENING_REACH && cue.test(sentence.slice(0, index));
/** …only when the sentence says what the seller must do or what Amazon will enforce from then. */
const REQUIREMENT_CUE =
  /\b(must|required?|requirements?|need to|update|(?:re-?)?submit|provide|will (hide|remove|suppress|deactivate|block|stop)|(be|see [\w ]{0,20}) (hidden|removed|suppressed|deactivated|blocked))\b/i;
/** An effective date announced ahead of time: what sellers must, or Amazon will, do from then. */
const ANNOUNCED =
  /\b(must|will|shall|going to|upcoming|(?:are|is) (?:launching|introducing|rolling out|making|changing|updating))\b/i;
/** …and one already in force when the notice was written ("you're now required"). */
const IN_FORCE = /\b(now|already|(?:have|has|'ve) (?:updated|changed|launched|introduced))\b/i;
/** 'unable to send units until December 1' ends a restriction; it asks nothing of the seller. */
const NEGATED_UNTIL =
  /\b(unable|not|cannot|can't|won't|no longer)\b[^.]{0,80}\buntil\s*(?:the\s+)?$/i;
/** How far before a date NEGATED_UNTIL can reach: its longest match, with room to spare. */
const NEGATED_UNTIL_REACH = 200;
/**
 * The period the documents must cover ("invoices dated between …", "items sold before …",
 * "purchases made by …"), not a date to act by.
 */
const DESCRIBED_PERIOD =
  /\b(dated|issued|purchased|sold|manufactured|made|created|placed|invoiced|bought|produced)\s+(?:\w+\s+)?(?:between|before|by|prior to|on or before|until)\b/i;
/**
 * Fees and payouts fall due on a date; that is billing, not a response deadline. An amount's
 * cents ("$39.99") do not end the look-ahead.
 */
const MONEY_DUE =
  /\b(fees?|disbursements?|payouts?|payments?|settlements?|charges?|balance|subscription)\b(?:[^.]|\.(?=\d)){0,30}\bdue\b/i;
/**
 * "Inventory that remains after March 31, 2024 will be disposed of": a date after which Amazon
 * acts on what the seller left undone is the day to act by.
 */
const AFTER_CUE = /\bafter\s+(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;
const CONSEQUENCE =
  /^[^.;]{0,80}?\bwill\s+(?:be\s+)?(?:automatically\s+)?(?:removed|disposed|destroyed|deactivated|suppressed|closed|liquidated|blocked|cancell?ed|no\s+longer)\b/i;
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
  `(?:\\bbetween\\b.{3,30}\\band|\\bby|\\bbefore|\\bprior to|\\bno later than|\\bnot later than|\\bon or before|${DEADLINE_WORD}|respond by|reply by)\\s*[:\\-\u2013\u2014]?\\s*(?:the\\s+)?${TIME_OF_DAY}(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+)?$`,
  'i',
);

/**
 * Narrative: the clause around a date tells what happened ("your account was deactivated on",
 * "we received a complaint before", "the order placed on") rather than asking anything of the
 * seller. Past auxiliaries and past-tense reporting verbs mark it; a modal, an imperative or a
 * condition in the same clause ("if the documents are not received by", "must be submitted
 * before") turns it back into a requirement, and so does the deadline named outright ("your
 * deadline was extended to").
 */
const PAST_TENSE =
  /\b(was|were|had|has been|have been|did|(?:we|you|amazon|customers?|buyers?) (?:\w+ly )?(?:(?!(?:need|proceed|exceed|succeed)\b)\w+ed|sent|sold|made|took|gave|got|saw|found|told|wrote|paid|began)|received|placed|shipped|delivered|dated|reported|notified|issued|occurred|happened|expired|last|previous(?:ly)?|earlier|ago)\b/i;
const FORWARD =
  /\b(must|will|shall|should|need(?:s|ed)? to|required?|requires|please(?! note| be (?:advised|aware))|if|unless|otherwise|deadline|due|extended|remain|in order to|to (?:avoid|keep|prevent|continue|reinstate|restore|regain|release|reactivate)|provide|(?:re-?)?submit|(?:re-?)?send|(?:re-?)?upload|respond|reply|appeal|confirm|contact|complete|fix|update|correct|resolve|address|take action|act)\b/i;
/** Where a clause starts: a stop, a semicolon, a colon, or a joining word. */
const CLAUSE_BREAK =
  /[.;:!?]|,\s+(?:and|but|so)\b|\b(?:because|since|although|while|however|whereas)\b/gi;
/** A header or record field whose date says when something was sent, placed or made. */
const RECORD_FIELD =
  /(?<!\b(?:due|response|reply|expiry|expiration|effective|deadline|target|cut-?off|closing)\s)\b(?:date|sent|received|order(?:ed)?|placed|shipped|delivered|invoice(?:d)?|purchase(?:d)?|created|submitted|posted|opened|updated|reported|issued|last modified)(?:\s+(?:date|on|at))?\s*:\s*(?:\w+,?\s+)?$/i;
/** The cue ("On", "Between … and", "By", "As of") opens the sentence: the verb comes after the date. */
const OPENING_CUE =
  /^\W*(?:on|between\b.{3,30}\band|before|by|prior to|as of|until|from|in|since|after|effective|starting|beginning)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i;

function isNarrative(sentence: string, index: number, end: number): boolean {
  if (RECORD_FIELD.test(sentence.slice(Math.max(0, index - 60), index))) return true;
  const before = sentence.slice(Math.max(0, index - 240), index);
  let clauseStart = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) clauseStart = m.index + m[0].length;
  const clause = before.slice(clauseStart);
  if (FORWARD.test(clause)) return false;
  if (PAST_TENSE.test(clause)) return true;
  // "On September 2, 2020 we removed …", "Between May 1 and May 30, your account had …"
  if (opensWith(OPENING_CUE, sentence, index)) {
    const after = sentence.slice(end, end + 80).split(/[.;:!?]/)[0] ?? '';
    return !FORWARD.test(after) && PAST_TENSE.test(after);
  }
  return false;
}

function explicitDeadlines(
  sentence: string,
  base: Date,
  allowPast: boolean,
  dayFirst: boolean,
  yearReference: Date,
): Candidate[] {
  const found: Candidate[] = [];
  // Every date format has a figure in it.
  if (!/\d/.test(sentence)) return found;
  // What holds for the whole sentence is read once, and each date looks only at the words near
  // it: read again per date, a long unpunctuated paste full of dates took time quadratic in its
  // length (F35).
  const asksRequirement = REQUIREMENT_CUE.test(sentence);
  const asksSomething = asksRequirement || ACTION_CUE.test(sentence);
  const isMoneyDue = MONEY_DUE.test(sentence);
  const isAnnouncement = ANNOUNCED.test(sentence) && !IN_FORCE.test(sentence);
  for (const match of findDates(sentence, yearReference, { dayFirst })) {
    const before = sentence.slice(Math.max(0, match.index - 40), match.index);
    // "The deadline to submit your plan of action is": the cue can name what is due first.
    const cueWindow = sentence.slice(Math.max(0, match.index - 80), match.index);
    const isEffective =
      (EFFECTIVE_CUE.test(before) || opensWith(OPENING_AFTER, sentence, match.index)) &&
      asksRequirement;
    const lead = sentence.slice(Math.max(0, match.index - 60), match.index);
    const end = match.index + match.length;
    const isAfterConsequence =
      AFTER_CUE.test(before) && CONSEQUENCE.test(sentence.slice(end, end + 120));
    if (
      !(EXPLICIT_CUE.test(cueWindow) || isEffective || isAfterConsequence) ||
      NEGATED_UNTIL.test(
        sentence.slice(Math.max(0, match.index - NEGATED_UNTIL_REACH), match.index),
      ) ||
      // A date that asks nothing of the seller describes ("Prior to March 1 the category was
      // open"); one Amazon sets for itself ("we will review the documents by") is its turnaround.
      !asksSomething ||
      isTurnaroundOrAdvice(lead) ||
      DESCRIBED_PERIOD.test(before) ||
      isMoneyDue ||
      isNarrative(sentence, match.index, match.index + match.length) ||
      (isEffective && PERIOD_END.test(sentence.slice(match.index + match.length)))
    )
      continue;
    // A deadline lies ahead of the e-mail that sets it. Without the e-mail's date, a past date
    // after "respond by" is still the notice's deadline: one that has passed.
    // A requirement announced as still to come ("Effective January 1, 2020, sellers must
    // provide") was ahead of a notice whose own date is unknown, however old it reads today.
    const isAnnounced = isEffective && isAnnouncement;
    if (
      match.date.getTime() < base.getTime() &&
      !(allowPast && (PAST_DEADLINE_CUE.test(before) || isAnnounced || isAfterConsequence))
    )
      continue;
    found.push({
      date: match.date,
      phrase: sentence.slice(Math.max(0, match.index - 20), match.index + match.length).trim(),
      source: 'explicit',
      hasYear: match.hasYear,
    });
  }
  const monthYear = MONTH_YEAR.exec(sentence);
  const isBy = monthYear !== null && /^(by|before|no later)/i.test(monthYear[0]);
  if (monthYear && (isBy || REQUIREMENT_CUE.test(sentence))) {
    const month = MONTH_KEYS.indexOf(monthYear[1]!.slice(0, 3).toLowerCase());
    const date = new Date(Date.UTC(Number(monthYear[2]), month, 1));
    if (date.getTime() >= base.getTime() || (allowPast && isBy))
      found.push({ date, phrase: monthYear[0], source: 'explicit' });
  }
  return found;
}

/**
 * Which sentences a calendar date is read from: every one, or only those that speak to the
 * seller ("If you don't submit … by December 31, 2023"), for a mail that may be a newsletter,
 * whose dates mostly say when Amazon changes something ("Starting March 12, coupons will be").
 */
export type DatesFrom = 'every-sentence' | 'addressed-to-seller';
const ADDRESSES_SELLER =
  /(?<!\b(?:for|to|with|from|by|about|of|help|helps|tell|notify|let|lets|remind|ask|thank)\s)\byou\b|\bfor you to\b|\byours?\b|\b(?:sellers|manufacturers|distributors|importers|brand owners|vendors)\s+(?:must|will need to|need to|are required to)\b|\b(?:Sie|Ihre?[mnrs]?|vous|votre|vos|usted|sus?)\b/i;

/** "Our fulfillment centers will be closed on December 25": a building's closing day, not the seller's. */
const PREMISES_CLOSED =
  /\b(?:cent(?:er|re)s?|offices?|warehouses?|facilit(?:y|ies))\b[^.]{0,30}\b(?:will be|are|is) closed\b/i;

/** A newsletter's invitation ("Submit your deals by April 17 to be considered") sets no deadline. */
const OPPORTUNITY =
  /\b(?:to be considered|to participate|to qualify|eligible|eligibility|opt[- ]?in|nominat\w*|sign up|deals?|promotions?|coupons?|discounts?|offer ends|surveys?|questionnaires?|feedback|webinars?|early[- ]bird)\b/i;

/** Every period names its unit: a cheap test that spares most sentences the patterns below. */
const HAS_UNIT = /\b(?:days?|hours?|hrs?|weeks?|fortnights?|months?)\b|\d(?:h|hrs?)\b/i;

/** The sentence asks the seller to act, and is not about Amazon releasing a hold. */
const asksToAct = (sentence: string) =>
  ACTION_CUE.test(sentence) && !NOT_A_DEADLINE_SENTENCE.test(sentence);

/** The period or day at index..end is Amazon's turnaround, advice, or narrated past, not the seller's. */
function isNotTheSellers(sentence: string, index: number, end: number): boolean {
  // Only the clause leading up to it decides whether it is Amazon's own turnaround.
  const clause = sentence.slice(Math.max(0, index - 60), end);
  return (
    NOT_A_DEADLINE.test(clause) || isTurnaroundOrAdvice(clause) || isNarrative(sentence, index, end)
  );
}

function relativeDeadlines(sentence: string, base: Date): Candidate[] {
  if (!HAS_UNIT.test(sentence) || !asksToAct(sentence)) return [];
  const matches = [
    ...sentence.matchAll(RELATIVE),
    ...sentence.matchAll(RELATIVE_FROM),
    ...sentence.matchAll(RELATIVE_HAVE),
    ...sentence.matchAll(RELATIVE_COMPACT),
  ].sort((a, b) => a.index - b.index);
  const found: Candidate[] = [];
  for (const m of matches) {
    const end = m.index + m[0].length;
    const amount = amountOf(m[1]!);
    if (
      (/^after\b/i.test(m[0]) &&
        WAITING_PERIOD.test(sentence.slice(Math.max(0, m.index - 60), m.index))) ||
      INACTIVITY.test(sentence.slice(Math.max(0, m.index - 80), m.index)) ||
      DOCUMENT_AGE.test(sentence.slice(Math.max(0, m.index - 20), m.index)) ||
      SERVICE_RULE.test(sentence.slice(Math.max(0, m.index - 60), end + 40)) ||
      amount <= 0 ||
      amount > (/^month/i.test(m[3]!) ? 24 : 365) ||
      isNotTheSellers(sentence, m.index, end)
    )
      continue;
    found.push({ date: countFrom(base, amount, m[2], m[3]!), phrase: m[0], source: 'relative' });
  }
  return found;
}

/**
 * "by tomorrow", "by end of day Friday", "before the end of this month": a day named relative to
 * the notice, as support replies write it. A weekday with its date ("by Wednesday, December 3")
 * is that date, read with the other calendar dates, not the coming Wednesday.
 */
const NAMED_DAY =
  /\b(?:by|before|no later than|not later than)\s+(?:the\s+)?(?:end of (?:the )?(?:business )?day\s+(?:on\s+)?)?(?:(today|tonight|tomorrow)|(?:this\s+|next\s+|the\s+coming\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?!,?\s+(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d))|(?:the\s+)?end of (?:this|the) (month|week))\b/gi;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The coming day of the week (0 = Sunday) after `base`: "by Friday" written on a Friday means a week on. */
function comingWeekday(base: Date, weekday: number): Date {
  const ahead = (weekday - base.getUTCDay() + 7) % 7;
  return addDays(base, ahead === 0 ? 7 : ahead);
}

function namedDayDate(base: Date, [, day, weekday, period]: RegExpMatchArray): Date {
  if (day) return addDays(base, day.toLowerCase() === 'tomorrow' ? 1 : 0);
  if (weekday) return comingWeekday(base, WEEKDAYS.indexOf(weekday.toLowerCase()));
  if (period!.toLowerCase() === 'month')
    return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 0));
  // The end of a working week is its Friday; on a Friday, that day.
  return base.getUTCDay() === 5 ? base : comingWeekday(base, 5);
}

function namedDayDeadlines(sentence: string, base: Date): Candidate[] {
  const matches = [...sentence.matchAll(NAMED_DAY)];
  if (matches.length === 0 || !asksToAct(sentence)) return [];
  return matches
    .filter((m) => !isNotTheSellers(sentence, m.index, m.index + m[0].length))
    .map((m) => ({ date: namedDayDate(base, m), phrase: m[0], source: 'relative' as const }));
}

/**
 * Every date the body states as one to act by, in the order the notice gives them: in English,
 * and in the marketplace languages the body is written in (a bilingual notice in both).
 */
function deadlineCandidates(
  body: string,
  sentAt: Date | null,
  today: Date,
  datesFrom: DatesFrom,
  yearReference: Date | null = null,
): Array<Deadline & { hasYear: boolean }> {
  const base = startOfDay(sentAt ?? today);
  const allowPast = sentAt === null;
  const languages: BodyLanguages = bodyLanguages(body);
  return splitSentences(body).flatMap(({ text }) => {
    const readsDates =
      !PREMISES_CLOSED.test(text) &&
      (datesFrom === 'every-sentence' || (ADDRESSES_SELLER.test(text) && !OPPORTUNITY.test(text)));
    return [
      ...(readsDates
        ? explicitDeadlines(text, base, allowPast, languages.dayFirst, yearReference ?? base)
        : []),
      ...relativeDeadlines(text, base),
      ...namedDayDeadlines(text, base),
      ...(languages.cues.length > 0 ? foreignDeadlines(text, base, allowPast, languages) : []),
    ]
      .filter((c) => readsDates || c.source !== 'explicit')
      .map((c) => ({
        date: toIsoDate(c.date),
        source: c.source,
        phrase: c.phrase,
        isFromEmailDate: c.source === 'relative' && sentAt !== null,
        hasYear: c.hasYear === true,
      }));
  });
}

/**
 * The day a notice without its Date header was evidently written around: the earliest deadline
 * it states with a year, when that lies well before today ("after April 14, 2024, meltable
 * products will be disposed of" in a notice pasted in 2026). Its dates without a year ("remove
 * them before April 15") belong to that year, not to the one after today. A current notice's
 * dated deadline is near or after today and changes nothing; a look-back ("invoices dated after
 * January 1, 2025") is no deadline and is not counted.
 */
const WRITTEN_BEFORE_DAYS = 183;

function writtenAround(candidates: Array<{ date: string; hasYear: boolean }>, today: Date) {
  const longAgo = toIsoDate(addDays(startOfDay(today), -31));
  const dated = candidates
    .filter((c) => c.hasYear && c.date < longAgo)
    .map((c) => c.date)
    .sort();
  // Written before that deadline, within the months a notice gives: a date without a year
  // falls after the writing, so it is read from half a year before the deadline on.
  return dated.length > 0 ? addDays(new Date(`${dated[0]}T00:00:00Z`), -WRITTEN_BEFORE_DAYS) : null;
}

/**
 * The response deadline stated in an e-mail body: an explicit date next to 'by', 'before',
 * 'no later than', 'Deadline:' …, or a relative period ('within 5 business days', 'within
 * 72 hours', 'expires in 14 days') counted from the e-mail's own date when known, else from
 * today. When the notice states several, the seller must act by the earliest still ahead of
 * the notice ("reply within 5 days … your listings will be removed on April 30"); a passed one
 * is reported only when nothing lies ahead. Returns null when nothing is stated. `datesFrom`
 * narrows the calendar dates to the sentences that speak to the seller.
 */
export function findStatedDeadline(
  body: string,
  sentAt: Date | null,
  today: Date,
  datesFrom: DatesFrom = 'every-sentence',
): Deadline | null {
  const base = toIsoDate(startOfDay(sentAt ?? today));
  let candidates = deadlineCandidates(body, sentAt, today, datesFrom);
  const yearReference = sentAt === null ? writtenAround(candidates, today) : null;
  if (yearReference) candidates = deadlineCandidates(body, sentAt, today, datesFrom, yearReference);
  let ahead: Deadline | null = null;
  let passed: Deadline | null = null;
  for (const { hasYear: _, ...candidate } of candidates) {
    if (candidate.date >= base) {
      if (ahead === null || candidate.date < ahead.date) ahead = candidate;
    } else passed ??= candidate;
  }
  return ahead ?? passed;
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
