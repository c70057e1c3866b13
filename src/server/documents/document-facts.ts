import type { DocumentFacts, FoundDate } from '../../domain/document-checklists';
import { FOREIGN_MONTH, foreignMonthOf } from '../analysis/month-names';

/** The parts of a case a document is judged against. */
export type CaseContext = {
  title: string;
  asin: string;
  description: string;
  caseType: string;
  sellerId: string;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const STOPWORDS = new Set(
  'the and for with from this that your our are was were has have not but all any can per into over amazon listing product products item items case new pack set of to in on by at or an a is it'.split(
    ' ',
  ),
);

export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Significant words of a phrase: 3+ letters, not a stopword. */
export function significantWords(phrase: string): string[] {
  const words = normalizeText(phrase).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= 3 && !STOPWORDS.has(w)))];
}

function utcDate(year: number, month: number, day: number): Date | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date : null;
}

// The label just before a date says what it is, in English and the EU marketplaces' languages.
// "Expiry date:", "Date of expiry", "Expires on", "gültig bis", "valable jusqu'au", "scadenza".
const EXPIRY_LABEL =
  /(valid until|valid through|valid thru|valid till|valid to|(?:expir\w*|expiry)(?: date| on)?|date of expiry|until|gültig bis|ablaufdatum|läuft ab am|valable jusqu['’]au|date d['’]expiration|expire le|válido hasta|fecha de (?:caducidad|vencimiento)|caduca el|valido fino al|data di scadenza|scadenza|scade il)\W*$/;
const DUE_LABEL =
  /(due date|payment due|due|fällig(?:keitsdatum)?(?: am)?|zahlbar bis|échéance|vencimiento|scadenza pagamento)\W*$/;
const ISSUE_LABEL =
  /(invoice date|date of issue|issue date|issued on|issued|dated|date of test|test date|report date|date|revised(?: on)?|revision|überarbeitet(?: am)?|révisé le|revisado el|revisionato il|rechnungsdatum|ausstellungsdatum|ausgestellt am|prüfdatum|datum|date de (?:la )?facture|date d['’]émission|émis le|fecha(?: de (?:la )?factura| de emisión| de expedición)?|emitido el|data(?: (?:della )?fattura| di emissione)?|emesso il)\W*$/;

function roleBefore(text: string, index: number): FoundDate['role'] {
  // "Date: Monday, October 5, 2026": the weekday stands between the label and the date.
  const before = text
    .slice(Math.max(0, index - 40), index)
    .replace(/(?:mon|tues|wednes|thurs|fri|satur|sun)day\W*$/, '');
  if (EXPIRY_LABEL.test(before)) return 'expiry';
  if (DUE_LABEL.test(before)) return 'due';
  if (ISSUE_LABEL.test(before)) return 'issue';
  return 'other';
}

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1;
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

type DatePattern = {
  pattern: RegExp;
  toDate: (m: RegExpMatchArray) => Date | null;
  /** A month without a day: as an expiry it runs to the month's end, otherwise from its first day. */
  monthOnly?: true;
};

const datePatterns: DatePattern[] = [
  {
    pattern: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g,
    toDate: (m) => utcDate(+m[1]!, +m[2]!, +m[3]!),
  },
  // 03/15/2026 is US order; a first number above 12 can only be a day.
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    toDate: (m) =>
      +m[1]! > 12 ? utcDate(+m[3]!, +m[2]!, +m[1]!) : utcDate(+m[3]!, +m[1]!, +m[2]!),
  },
  {
    pattern: /\b(\d{1,2})[.-](\d{1,2})[.-](\d{4})\b/g,
    toDate: (m) => utcDate(+m[3]!, +m[2]!, +m[1]!),
  },
  {
    // "Oct 5, 2026", and as Chinese suppliers print it, "OCT.12,2026"
    pattern: new RegExp(
      `\\b${MONTH_NAME}(?:\\.\\s*|\\s+)(\\d{1,2})(?:st|nd|rd|th)?(?:,\\s*|\\s+)(\\d{4})\\b`,
      'g',
    ),
    toDate: (m) => utcDate(+m[3]!, monthIndex(m[1]!), +m[2]!),
  },
  {
    // "5 Oct 2026", "05-Oct-2026", "5th of October, 2026"
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s-]+${MONTH_NAME}\\.?,?[\\s-]+(\\d{4})\\b`,
      'g',
    ),
    toDate: (m) => utcDate(+m[3]!, monthIndex(m[2]!), +m[1]!),
  },
  // "5. Oktober 2026", "1er octobre 2026", "5 de octubre de 2026", "5 ottobre 2026"
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:\\.|er)?\\s+(?:de\\s+)?(${FOREIGN_MONTH})\\.?\\s+(?:de\\s+)?(\\d{4})\\b`,
      'g',
    ),
    toDate: (m) => utcDate(+m[3]!, foreignMonthOf(m[2]!), +m[1]!),
  },
  // A Chinese or Japanese supplier's "2026年10月5日"
  {
    pattern: /(\d{4})\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日/g,
    toDate: (m) => utcDate(+m[1]!, +m[2]!, +m[3]!),
  },
  // "Date of manufacture: July 2026", "gültig bis Juli 2027", "octubre de 2026": a Children's
  // Product Certificate dates its manufacture and testing by month. Tried last, and only where
  // no full date was read, so "Oct 5, 2026" is not read a second time as October.
  {
    pattern: new RegExp(
      `\\b(${MONTH_NAME.slice(1, -1)}|${FOREIGN_MONTH})\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b`,
      'g',
    ),
    toDate: (m) => utcDate(+m[2]!, monthIndex(m[1]!) || foreignMonthOf(m[1]!), 1),
    monthOnly: true,
  },
];

const lastDayOfMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));

/** Every date written in the text, in reading order, with the role its label gives it. */
export function findDates(text: string): FoundDate[] {
  const found: { index: number; end: number; date: FoundDate }[] = [];
  for (const { pattern, toDate, monthOnly } of datePatterns) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      const end = index + match[0].length;
      if (found.some((f) => index < f.end && f.index < end)) continue;
      const date = toDate(match);
      if (!date) continue;
      const role = roleBefore(text, index);
      const day = monthOnly && role === 'expiry' ? lastDayOfMonth(date) : date;
      found.push({ index, end, date: { date: day, role } });
    }
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.date);
}

/** Lower-cased, hyphenated line breaks joined ("Ket-\ntle"), whitespace collapsed: layout-proof text. */
export function readableText(text: string): string {
  return normalizeText(text.replace(/([a-z])-[^\S\n]*\n\s*([a-z])/gi, '$1$2'));
}

/** Letters and digits only: "BK-1701", "bk 1701" and "BK1701" compare equal. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Model or part numbers named in the case ("BK-1701", "XR200"): letters and digits mixed,
 * at least 4 characters, not the ASIN.
 */
export function modelNumbersOf(phrase: string, asin = ''): string[] {
  const tokens = phrase.match(/\b[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*\b/g) ?? [];
  const models = tokens.filter((token) => {
    const c = compact(token);
    return c.length >= 4 && /[a-z]/.test(c) && /\d/.test(c) && c !== compact(asin);
  });
  return [...new Set(models.map(compact))];
}

/**
 * A quantity with its unit, one way however it is written: "1.7L", "1,7 l", "1.7 litre" and
 * "1.7 ltr" are all "1.7l"; "32 oz" and "32oz" are "32oz". A size tells a product from its
 * siblings, and invoices print it beside abbreviated names.
 */
// Starts only where a number starts, with bounded parts: from every digit of a long run of
// digits, an unanchored figure would be read again to the run's end (quadratic).
const MEASURE =
  /(?<![\d.,])(\d{1,6}(?:[.,]\d{1,3})?)\s?(litres?|liters?|ltrs?|l|millilitres?|milliliters?|ml|fl\.? ?oz|ounces?|oz|quarts?|qt|gallons?|gal|inch(?:es)?|in|cm|mm|watts?|w|mah|kg|g|lbs?|pounds?)(?![a-z0-9])/g;
const UNIT_OF: Record<string, string> = {
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  ltr: 'l',
  ltrs: 'l',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  ounce: 'oz',
  ounces: 'oz',
  quart: 'qt',
  quarts: 'qt',
  gallon: 'gal',
  gallons: 'gal',
  inch: 'in',
  inches: 'in',
  watt: 'w',
  watts: 'w',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
};

/** The measures in lower-cased, whitespace-collapsed text. */
function measuresOf(normalized: string): string[] {
  return [...normalized.matchAll(MEASURE)].map((m) => {
    const unit = m[2]!.replace(/^fl\.? ?oz$/, 'oz');
    return `${m[1]!.replace(',', '.')}${UNIT_OF[unit] ?? unit}`;
  });
}

/**
 * "ELEC" for "electric", "STAINL" for "stainless": an invoice line's abbreviation is the start
 * of the title's word, at least four letters and half of it.
 */
const MIN_ABBREVIATION = 4;
const isAbbreviationOf = (token: string, word: string) =>
  token.length < word.length && token.length * 2 >= word.length && word.startsWith(token);

/**
 * How clearly the text names the case's product: 1 for the ASIN or a model number from the
 * case; else the share of the title's significant words found (at most 4 needed), raised to
 * 0.85 when two title words appear together as a phrase ("electric kettle"). Layout-tolerant:
 * line breaks, hyphens and case do not matter; a size counts as a word ("1.7L"), and so does a
 * word's abbreviation ("ELEC").
 */
export function productMatchOf(
  text: string,
  context: Pick<CaseContext, 'title' | 'asin'> & { description?: string },
): number {
  const readable = readableText(text);
  const compacted = compact(readable);
  if (context.asin && compacted.includes(compact(context.asin))) return 1;
  const models = modelNumbersOf(`${context.title} ${context.description ?? ''}`, context.asin);
  if (models.some((model) => compacted.includes(model))) return 1;
  const titleMeasures = measuresOf(normalizeText(context.title));
  const words = [...significantWords(context.title), ...titleMeasures];
  if (words.length === 0) return 0;
  const tokens = new Set(readable.match(/[a-z0-9]+/g) ?? []);
  const textWords = new Set([...tokens, ...measuresOf(readable)]);
  const abbreviations = [...tokens].filter(
    (t) => t.length >= MIN_ABBREVIATION && /^[a-z]+$/.test(t),
  );
  const matched = words.filter(
    (w) => textWords.has(w) || abbreviations.some((a) => isAbbreviationOf(a, w)),
  ).length;
  const share = Math.min(1, matched / Math.min(words.length, 4));
  const titleWords = (normalizeText(context.title).match(/[a-z0-9]+/g) ?? []).filter(
    (w) => w.length >= 3 && !STOPWORDS.has(w),
  );
  const spaced = ` ${readable.replace(/[^a-z0-9]+/g, ' ')} `;
  const hasPhrase = titleWords.some(
    (w, i) => i > 0 && spaced.includes(` ${titleWords[i - 1]} ${w} `),
  );
  return hasPhrase ? Math.max(share, 0.85) : share;
}

/** The share (up to 1 at three words) of the case description's significant words found in the text. */
export function issueMatchOf(text: string, description: string): number {
  const textWords = new Set(text.match(/[a-z0-9]+/g) ?? []);
  const matched = significantWords(description).filter((w) => textWords.has(w)).length;
  return Math.min(1, matched / 3);
}

export function documentFacts(
  rawText: string,
  context: CaseContext,
  options: { today: Date; image: { width: number; height: number } | null },
): DocumentFacts {
  const text = readableText(rawText);
  return {
    text,
    dates: findDates(text),
    productMatch: productMatchOf(rawText, context),
    sellerIdFound: context.sellerId.length >= 4 && text.includes(context.sellerId.toLowerCase()),
    image: options.image,
    today: options.today,
  };
}
