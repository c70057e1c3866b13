import { LANGUAGE_CUES, type LanguageCues } from './deadline-cues';
import { amountIn } from './number-words';
import { addBusinessDays, addDays, addMonths, findDates } from './parse-date';

/** A date the notice states as one to act by, before it is compared with the others. */
export interface Candidate {
  date: Date;
  phrase: string;
  source: 'explicit' | 'relative';
  /** A calendar date written with its year ("April 14, 2024"). */
  hasYear?: boolean;
}

/** The marketplace languages a body is written in, and how it writes its dates. */
export interface BodyLanguages {
  readonly cues: readonly LanguageCues[];
  /** Every marketplace language but English writes 03/12/2024 for 3 December. */
  readonly dayFirst: boolean;
  /** English everyday words in the opening: none, and the body is not English either. */
  readonly englishWords: number;
}

/**
 * Everyday words seen this often make a language the body's (one stray "de" does not); a
 * short paste, a sentence or two, needs fewer.
 */
const MARKER_HITS = 3;
const CHARS_PER_HIT = 120;
/** The opening of a notice tells its language; reading further only costs time. */
const SAMPLE_CHARS = 4000;
/** English's own everyday words, to tell a foreign notice from an English one quoting a few. */
const ENGLISH_WORDS =
  'the and you your to of is we please this that for with are be will our on by if not or it'.split(
    ' ',
  );
const ENGLISH = -1;
/** Word → the languages it marks (English as -1). */
const MARKS = new Map<string, number[]>();
for (const [i, words] of [
  ...LANGUAGE_CUES.map((c, index) => [index, c.markers] as const),
  [ENGLISH, ENGLISH_WORDS] as const,
]) {
  for (const word of words) MARKS.set(word, [...(MARKS.get(word) ?? []), i]);
}
const CJK_INDEX = LANGUAGE_CUES.findIndex((c) => c.language === 'cjk');
/** Kana, or kanji: Japanese or Chinese. */
const CJK_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff]/;
/** Every European cue needs a word of two letters or more: one scan of words counts them all. */
const WORD = /\p{L}{1,16}/gu;

export function bodyLanguages(body: string): BodyLanguages {
  const sample = body.slice(0, SAMPLE_CHARS);
  const hits = new Array<number>(LANGUAGE_CUES.length).fill(0);
  let english = 0;
  for (const [word] of sample.toLowerCase().matchAll(WORD)) {
    const marks = MARKS.get(word);
    if (marks === undefined) continue;
    for (const i of marks) {
      if (i === ENGLISH) english += 1;
      else hits[i] = (hits[i] ?? 0) + 1;
    }
  }
  if (CJK_SCRIPT.test(sample)) hits[CJK_INDEX] = Number.MAX_SAFE_INTEGER;
  const needed = Math.min(MARKER_HITS, Math.ceil(sample.length / CHARS_PER_HIT));
  // A language carries the body, or a good share of a bilingual one, not a few quoted words.
  const cues = LANGUAGE_CUES.filter((_, i) => hits[i]! >= needed && hits[i]! * 3 >= english);
  const european = Math.max(
    0,
    ...LANGUAGE_CUES.map((c, i) => (c.language === 'cjk' || !cues.includes(c) ? 0 : hits[i]!)),
  );
  return { cues, dayFirst: european > 0 && european * 2 >= english, englishWords: english };
}

/** Full-width figures (１２月３日) as ASCII, one for one so positions hold. */
export function asciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

const HOURS = /^(?:stunde|heure|or[ea]|hora|uur|uren|godzin|tim|saat|時間|小时|小時)/i;
const WEEKS = /^(?:woche|semaine|settiman|semana|we[e]?k|tygod|veck|hafta|週|周|星期)/i;
const MONTHS = /^(?:monat|mois|mes|mês|maand|miesi|månad|ay$|月)/i;

function countFrom(base: Date, amount: number, unit: string, kind: string | undefined): Date {
  if (HOURS.test(unit)) return addDays(base, Math.ceil(amount / 24));
  if (WEEKS.test(unit)) return addDays(base, amount * 7);
  if (MONTHS.test(unit)) return addMonths(base, amount);
  return kind ? addBusinessDays(base, amount) : addDays(base, amount);
}

/** Where a clause starts: a stop, a semicolon, a colon, or a comma before a joining word. */
const CLAUSE_BREAK =
  /[.;:!?。；：！？]|,\s+(?:und|aber|et|mais|e|ma|mas|y|pero|en|maar|oraz|och|ve)(?![\p{L}])|(?<![\p{L}])(?:weil|obwohl|parce\s+que|car|perché|poiché|porque|ya\s+que|omdat|ponieważ|eftersom)(?![\p{L}])/giu;
const AFTER_END = /[.;:!?。；！？]/u;

/**
 * Narrative: the clause around the date tells what happened ("Bis zum 3. Dezember haben wir
 * mehrere Beschwerden erhalten", "Avant le 3 décembre, nous avions reçu"). A request or a
 * condition in the clause before the date makes it a deadline; else the clause before, and
 * then the words after (where the verb of most of these languages comes), decide.
 */
function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(Math.max(0, index - 200), index);
  let clauseStart = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) clauseStart = m.index + m[0].length;
  return before.slice(clauseStart);
}

/** "…bleibt bis zum 3. Dezember gesperrt": the clause around the date, up to the next comma. */
function endsRestriction(cues: LanguageCues, sentence: string, index: number, end: number) {
  if (cues.restriction === null) return false;
  const after = sentence.slice(end, end + 80).split(/[.,;!?。、，]/u)[0] ?? '';
  return cues.restriction.test(`${clauseBefore(sentence, index)} ${after}`);
}

function isNarrative(cues: LanguageCues, sentence: string, index: number, end: number): boolean {
  const clause = clauseBefore(sentence, index);
  if (cues.forward.test(clause)) return false;
  if (cues.past.test(clause)) return true;
  const after = sentence.slice(end, end + 80).split(AFTER_END)[0] ?? '';
  return !cues.forward.test(after) && cues.past.test(after);
}

/** Amazon is the subject of the clause leading up to the period, and the seller is not again. */
function isAmazonStep(cues: LanguageCues, lead: string, after: string): boolean {
  if (cues.notADeadlineAfter?.test(after)) return true;
  const matches = [...lead.matchAll(cues.amazonStep)];
  const last = matches[matches.length - 1];
  return last !== undefined && !cues.sellerAgain.test(lead.slice(last.index + last[0].length));
}

function relative(cues: LanguageCues, sentence: string, base: Date): Candidate[] {
  const found: Candidate[] = [];
  for (const pattern of cues.relative) {
    for (const m of sentence.matchAll(pattern)) {
      const { amount: token, unit, kind } = m.groups ?? {};
      const amount = amountIn(cues.language, token ?? '');
      const end = m.index + m[0].length;
      const lead = sentence.slice(Math.max(0, m.index - 60), m.index);
      const after = sentence.slice(end, end + 40);
      if (
        amount <= 0 ||
        amount > 365 ||
        cues.notADeadline.test(lead + m[0]) ||
        isAmazonStep(cues, lead, after) ||
        isNarrative(cues, sentence, m.index, end)
      )
        continue;
      found.push({
        date: countFrom(base, amount, unit ?? '', kind),
        phrase: m[0].trim(),
        source: 'relative',
      });
    }
  }
  return found;
}

function explicit(
  cues: LanguageCues,
  sentence: string,
  base: Date,
  allowPast: boolean,
  dayFirst: boolean,
): Candidate[] {
  const found: Candidate[] = [];
  for (const match of findDates(sentence, base, { dayFirst })) {
    const end = match.index + match.length;
    const before = sentence.slice(Math.max(0, match.index - 50), match.index);
    const after = sentence.slice(end, end + 30);
    const lead = sentence.slice(Math.max(0, match.index - 60), match.index);
    // "Ab dem 15. Juni 2022 werden Ihre Angebote gesperrt": an announced rule's effective date,
    // unless it opens a period ("ab dem 1. Juli bis zum 31. Juli").
    const isEffective =
      cues.effectiveBefore?.test(before) === true && !PERIOD_END.test(sentence.slice(end));
    if (
      !(cues.dateBefore?.test(before) || cues.dateAfter?.test(after) || isEffective) ||
      isAmazonStep(cues, lead, after) ||
      endsRestriction(cues, sentence, match.index, end) ||
      isNarrative(cues, sentence, match.index, end) ||
      // A deadline lies ahead of the e-mail that sets it; without the e-mail's date a passed
      // one named with its cue is still the notice's deadline.
      (match.date.getTime() < base.getTime() && !allowPast)
    )
      continue;
    found.push({
      date: match.date,
      phrase: sentence.slice(Math.max(0, match.index - 20), end + (cues.dateAfter ? 4 : 0)).trim(),
      source: 'explicit',
    });
  }
  return found;
}

/** What follows the first date of a period: "bis", "au", "al", "hasta", a dash. */
const PERIOD_END = /^,?\s*(?:bis|jusqu['’]au|au|fino\s+al|al|hasta\s+el|-|\u2013)\s*\S/iu;

/** Japanese and Chinese end sentences with 。 and no space, which the sentence splitter keeps. */
const CJK_SENTENCE_END = /(?<=[。！？])/u;

/**
 * The deadlines one sentence states in the body's marketplace languages: periods to act within
 * and dates with their cue words, when the sentence asks the seller to act.
 */
export function foreignDeadlines(
  sentence: string,
  base: Date,
  allowPast: boolean,
  languages: BodyLanguages,
): Candidate[] {
  const found: Candidate[] = [];
  for (const cues of languages.cues) {
    const parts =
      cues.language === 'cjk' ? asciiDigits(sentence).split(CJK_SENTENCE_END) : [sentence];
    for (const part of parts) {
      if (!cues.action.test(part) || cues.notADeadlineSentence.test(part)) continue;
      found.push(...relative(cues, part, base));
      // Every date format has a figure in it.
      if (/\d/.test(part)) found.push(...explicit(cues, part, base, allowPast, languages.dayFirst));
    }
  }
  return found;
}
