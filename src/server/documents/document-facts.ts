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
const EXPIRY_WORDS =
  "valid until|valid through|valid thru|valid till|valid to|(?:expir\\w*|expiry)(?: date| on)?|date of expiry|until|gültig bis|ablaufdatum|läuft ab am|valable jusqu['’]au|date d['’]expiration|expire le|válido hasta|fecha de (?:caducidad|vencimiento)|caduca el|valido fino al|data di scadenza|scadenza|scade il";
const DUE_WORDS =
  'due date|payment due|due|fällig(?:keitsdatum)?(?: am)?|zahlbar bis|échéance|vencimiento|scadenza pagamento';
const ISSUE_WORDS =
  "invoice date|date of issue|issue date|issued on|issued|dated|date of test|test date|report date|date|revised(?: on)?|revision|überarbeitet(?: am)?|révisé le|revisado el|revisionato il|rechnungsdatum|ausstellungsdatum|ausgestellt am|prüfdatum|datum|date de (?:la )?facture|date d['’]émission|émis le|fecha(?: de (?:la )?factura| de emisión| de expedición)?|emitido el|data(?: (?:della )?fattura| di emissione)?|emesso il";
const EXPIRY_LABEL = new RegExp(`(${EXPIRY_WORDS})\\W*$`);
const DUE_LABEL = new RegExp(`(${DUE_WORDS})\\W*$`);
const ISSUE_LABEL = new RegExp(`(${ISSUE_WORDS})\\W*$`);

/**
 * The end of a validity period, whose label stands before its start: "valid from 2025-01-10 to
 * 2025-12-31", "Validity: 2024-03-01 – 2026-02-28", "Period of insurance: 01/09/2026 to 31/08/2027".
 * A test or billing period ("Testing period: … to …") ends, but nothing expires with it.
 */
const PERIOD_END =
  /\b(?:valid\w*|period of (?:validity|insurance|cover|authori[sz]ation|appointment|licen[cs]e|registration)|(?:policy|insurance|authori[sz]ation|appointment|licen[cs]e|agreement|contract|certificate|business|operating) (?:period|term)|term|effective|gültig\w*|laufzeit|durée de validité|validez|vigencia|validità)\b.{0,45}\d\s*(?:to|until|till|through|thru|bis|au|al|hasta|[-–—])\s*$/;

function roleBefore(text: string, index: number): FoundDate['role'] {
  // "Date: Monday, October 5, 2026": the weekday stands between the label and the date.
  const before = text
    .slice(Math.max(0, index - 60), index)
    .replace(/(?:mon|tues|wednes|thurs|fri|satur|sun)day\W*$/, '');
  if (EXPIRY_LABEL.test(before.slice(-40)) || PERIOD_END.test(before)) return 'expiry';
  if (DUE_LABEL.test(before.slice(-40))) return 'due';
  if (ISSUE_LABEL.test(before.slice(-40))) return 'issue';
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
  // "3-Nov-26", as Indian and Chinese accounting software prints a date: a two-digit year only
  // between a day and a month name, where it cannot be a quantity.
  {
    pattern: new RegExp(`\\b(\\d{1,2})([-/])${MONTH_NAME}\\2(\\d{2})\\b`, 'g'),
    toDate: (m) => utcDate(2000 + +m[4]!, monthIndex(m[3]!), +m[1]!),
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
      `\\b(${MONTH_NAME.slice(1, -1)}|${FOREIGN_MONTH})\\.?,?\\s+(?:de\\s+|a\\.\\s?d\\.\\s?)?(\\d{4})\\b`,
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
  found.sort((a, b) => a.index - b.index);
  readHeaderRows(text, found);
  return found.map((f) => f.date);
}

/** Any date label, told apart by the role it gives ("invoice date", "due date", "expiry date"). */
const ANY_LABEL = new RegExp(`\\b(?:(${EXPIRY_WORDS})|(${DUE_WORDS})|(${ISSUE_WORDS}))`, 'g');
const HEADER_REACH = 100;

/**
 * A table prints its column labels in one row and the dates in the next: "Invoice Date: Due Date:
 * 10/28/2026 11/27/2026". The label just before the first date is the last column's, so a run of
 * dates under as many labels takes them in order.
 */
function readHeaderRows(
  text: string,
  found: { index: number; end: number; date: FoundDate }[],
): void {
  for (let start = 0; start < found.length;) {
    let end = start + 1;
    while (
      end < found.length &&
      /^[\s,;|]*$/.test(text.slice(found[end - 1]!.end, found[end]!.index))
    )
      end += 1;
    const run = found.slice(start, end);
    start = end;
    if (run.length < 2) continue;
    const before = text.slice(Math.max(0, run[0]!.index - HEADER_REACH), run[0]!.index);
    // The labels that follow one another, with nothing but punctuation between, up to the dates.
    let header: FoundDate['role'][] = [];
    let reached = 0;
    for (const label of before.matchAll(ANY_LABEL)) {
      if (/\w/.test(before.slice(reached, label.index))) header = [];
      header.push(label[1] ? 'expiry' : label[2] ? 'due' : 'issue');
      reached = label.index + label[0].length;
    }
    if (/\w/.test(before.slice(reached)) || header.length !== run.length) continue;
    run.forEach((f, i) => (f.date = { ...f.date, role: header[i]! }));
  }
}

/** Lower-cased, hyphenated line breaks joined ("Ket-\ntle"), whitespace collapsed: layout-proof text. */
export function readableText(text: string): string {
  return normalizeText(text.replace(/([a-z])-[^\S\n]*\n\s*([a-z])/gi, '$1$2'));
}

/** Letters and digits only: "BK-1701", "bk 1701" and "BK1701" compare equal. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * A compacted identifier with the characters OCR confuses made one: "B0D7KTL2QX" read as
 * "BOD7KTL2QX", "BK-17O1" or "BK-l701", "rn" for "m". Applied to both sides of a comparison of
 * identifiers (ASIN, model number, seller ID), never to words: ten folded characters in a row
 * still name one product.
 */
const ocrFold = (compacted: string) =>
  compacted
    .replace(/rn/g, 'm')
    .replace(/[oq]/g, '0')
    .replace(/[il]/g, '1')
    .replace(/s/g, '5')
    .replace(/z/g, '2')
    .replace(/b/g, '8');

/** Whether compacted text holds an identifier, exactly or through OCR's usual confusions. */
const holdsIdentifier = (compactedText: string, foldedText: string, identifier: string) =>
  compactedText.includes(identifier) || foldedText.includes(ocrFold(identifier));

/**
 * Figures OCR read with a letter in them: "2O26-O8-O4", "2026-08-0l", "Report No. 7l26":
 * a run of digits and date or number separators in which O stands for 0 and l, I or | for 1.
 * Only runs with at least as many digits as such letters (two at least) are touched, so words
 * stay words.
 */
export function repairOcrFigures(text: string): string {
  return text
    .replace(/(?<![A-Za-z0-9])[0-9OCIl|][0-9OCIl|.,/:-]+[0-9OCIl|](?![A-Za-z0-9])/g, (run) => {
      const digits = run.replace(/[^0-9]/g, '').length;
      const confused = run.replace(/[^OCIl|]/g, '').length;
      if (confused === 0 || digits < 2 || confused > digits) return run;
      const figures = run.replace(/O/g, '0').replace(/[Il|]/g, '1');
      // C for 0 only where the run then reads as a date ("2025-03-C1").
      const date = figures.replace(/C/g, '0');
      return /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(date) ? date : figures;
    })
    .replace(/(?<![A-Za-z0-9])(?:1s|1n|0f)(?![A-Za-z0-9])/g, (word) =>
      // "This 1s to certify", "1n compliance with": the short words OCR reads with a digit.
      word.replace('1', 'i').replace('0', 'o'),
    );
}

/**
 * A standard the case cites ("ASTM F963 test report requested", "EN 71-3"): every report for
 * any toy names it, so it is not the product's model number.
 */
const STANDARD_CITATION =
  /\b(?:astm|en|iec|iso|ul|ansi|bs|din|gb|csa|cfr|jis)\s?[a-z]?\d[a-z0-9.-]*/gi;

/**
 * Model or part numbers named in the case ("BK-1701", "XR200"): letters and digits mixed,
 * at least 4 characters, not the ASIN, a standard or a size ("750ml" is shared by every
 * 750 ml bottle).
 */
export function modelNumbersOf(phrase: string, asin = ''): string[] {
  const cited = phrase.replace(STANDARD_CITATION, ' ');
  const tokens = cited.match(/\b[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*\b/g) ?? [];
  const models = tokens.filter((token) => {
    const c = compact(token);
    return (
      c.length >= 4 &&
      /[a-z]/.test(c) &&
      /\d/.test(c) &&
      c !== compact(asin) &&
      measuresOf(token.toLowerCase()).join('') !== token.toLowerCase().replace(',', '.')
    );
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
  const folded = ocrFold(compacted);
  if (context.asin && holdsIdentifier(compacted, folded, compact(context.asin))) return 1;
  const models = modelNumbersOf(`${context.title} ${context.description ?? ''}`, context.asin);
  if (models.some((model) => holdsIdentifier(compacted, folded, model))) return 1;
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
  const match = hasPhrase ? Math.max(share, 0.85) : share;
  // "Stainless Steel Cookware Set" shares the material of "Stainless Steel Electric Kettle" but
  // is another product: a document that names none of the words saying what the product is
  // identifies nothing.
  const identifying = identifyingWordsOf(context.title);
  const named = (w: string) =>
    textWords.has(w) ||
    textWords.has(`${w}s`) ||
    (w.endsWith('s') && textWords.has(w.slice(0, -1))) ||
    abbreviations.some((a) => isAbbreviationOf(a, w));
  return identifying.length > 0 && !identifying.some(named)
    ? Math.min(match, NO_PRODUCT_NOUN)
    : match;
}

/** A title's words shared with a document that names nothing of what the product is are worth one word. */
const NO_PRODUCT_NOUN = 0.25;

/**
 * Words that describe a product of any kind: its material, colour, size, who it is for, how it
 * is powered, how it is sold. Sharing only these with a document does not make it about the
 * product.
 */
const ATTRIBUTE_WORDS = new Set(
  (
    'stainless steel plastic wood wooden bamboo glass silicone ceramic cotton leather metal aluminum aluminium copper iron rubber nylon polyester bpa free ' +
    'black white grey gray silver red blue green pink purple yellow orange brown beige gold clear navy ' +
    'small medium large mini big extra compact portable ' +
    'kids children toddler toddlers baby babies boys girls men women adult adults unisex pet pets dog dogs cat cats ' +
    'electric electrical cordless wireless rechargeable automatic digital smart waterproof reusable insulated dimmable dimmbar led premium professional heavy duty durable upgraded pack pair count piece pieces pcs'
  ).split(' '),
);

/**
 * The title's words that say what the product is: not its attributes, and not the brand that
 * opens a title of three or more words ("Acme Stainless Steel Water Bottle": water, bottle), which
 * the brand's other products share. Only the title's first part counts, before "for", "with" or
 * a comma ("Rainbow Stacking Blocks for Toddlers"); a long listing title keeps all of its words.
 */
function identifyingWordsOf(title: string): string[] {
  const head = normalizeText(title).split(/\s(?:for|with)\s|[,(;|]/)[0] ?? '';
  const words = (head.match(/[a-z0-9]+/g) ?? []).filter(
    (w) => w.length >= 3 && !STOPWORDS.has(w) && !/\d/.test(w),
  );
  const unbranded = words.length >= 3 ? words.slice(1) : words;
  return unbranded.filter((w) => !ATTRIBUTE_WORDS.has(w));
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
  const repaired = repairOcrFigures(rawText);
  const text = readableText(repaired);
  const sellerId = compact(context.sellerId);
  return {
    text,
    dates: findDates(text),
    productMatch: productMatchOf(repaired, context),
    sellerIdFound:
      sellerId.length >= 4 &&
      (text.includes(context.sellerId.toLowerCase()) ||
        ocrFold(compact(text)).includes(ocrFold(sellerId))),
    image: options.image,
    today: options.today,
  };
}
