import { FOREIGN_MONTH, foreignMonthOf } from './month-names';

/** Calendar dates as UTC midnight, so nothing depends on the server's time zone. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

export interface DateMatch {
  index: number;
  length: number;
  date: Date;
  /** Whether the text names the year (else it was inferred). */
  hasYear: boolean;
}

/** Between the two ends of a range: "September 1 through October 31, 2015", "March 12 and March 20, 2026". */
const RANGE_JOIN = /^,?\s*(?:through|thru|to|until|till|and|-|\u2013|\u2014)\s*$/i;

export interface DateOptions {
  /**
   * Read 03/12/2024 as 3 December: every marketplace language but (US) English writes the day
   * first, with slashes as well as dots.
   */
  dayFirst?: boolean;
}

/**
 * Month and day of a date written in figures, "a/b": day first where the writer's custom says
 * so, and whenever the first number cannot be a month, unless the second cannot be one either.
 */
function numericMonthDay(a: number, b: number, isDayFirstCustom: boolean) {
  const isDayFirst = a > 12 || (isDayFirstCustom && b <= 12);
  return { month: isDayFirst ? b : a, day: isDayFirst ? a : b };
}

interface DateFormat {
  pattern: RegExp;
  read: (
    m: RegExpExecArray,
    options: DateOptions,
  ) => { year: number | null; month: number; day: number };
}

const formats: DateFormat[] = [
  // 2026-11-30 · 2026/11/30 · 2026.11.30 · 2024-12-13T00:00:00.000Z (a timestamp pasted from a listing)
  {
    pattern: /\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:\b|(?=T\d))/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) }),
  },
  // 2026年11月30日: Japanese and Chinese notices write the year, month and day with their signs
  {
    pattern: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  // 11月30日: the same without the year, as notices often write it
  {
    pattern: /(?<![\d年]\s*)(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    read: (m) => ({ year: null, month: Number(m[1]), day: Number(m[2]) }),
  },
  // 30. November 2026 (DE) · 30 novembre 2026 (FR, IT) · 30 de noviembre de 2026 (ES) ·
  // 1er décembre · 30 listopada 2026 r. (PL) · 30 Kasım 2026 (TR)
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\d])(\\d{1,2})(?:\\.|er|º)?\\s*(?:de\\s+)?(${FOREIGN_MONTH})\\.?(?![\\p{L}])(?:,?\\s+(?:de(?:l)?\\s+)?(\\d{4})(?!\\d))?`,
      'giu',
    ),
    read: (m) => ({
      year: m[3] ? Number(m[3]) : null,
      month: foreignMonthOf(m[2]!),
      day: Number(m[1]),
    }),
  },
  // November 30, 2026 · Nov 30 · Nov. 30th 2026
  {
    pattern: new RegExp(`\\b${MONTH}\\s+${DAY}\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    read: (m) => ({ year: m[3] ? Number(m[3]) : null, month: monthOf(m[1]), day: Number(m[2]) }),
  },
  // 30 November 2026 · 30th of Nov · 30-Nov-2026 (the day-month-year stamp of many systems)
  {
    pattern: new RegExp(
      `\\b${DAY}(?:\\s+(?:of\\s+)?|-)${MONTH}(?![a-z])(?:(?:,?\\s+|-)(\\d{4})\\b)?`,
      'gi',
    ),
    read: (m) => ({ year: m[3] ? Number(m[3]) : null, month: monthOf(m[2]), day: Number(m[1]) }),
  },
  // 11/30/2026 (US) · 30/11/2026 when the first number cannot be a month · 30.11.2026 (European)
  // · 11-30-2026 (hyphens only with a four-digit year: '3-5-10' is a range, not a date)
  {
    pattern: /\b(\d{1,2})([/.]|-(?=\d{1,2}-\d{4}\b))(\d{1,2})\2(\d{4}|\d{2})\b/g,
    read: (m, options) => ({
      year: m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]),
      // Dots are European (day first), as is every order outside English.
      ...numericMonthDay(Number(m[1]), Number(m[3]), m[2] === '.' || options.dayFirst === true),
    }),
  },
  // 3/20: month and day without a year, as US notices write it ("by 3/20"); 20/3 where the
  // first number cannot be a month, or in a language that writes the day first
  {
    pattern: /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![\d/])/g,
    read: (m, options) => ({
      year: null,
      ...numericMonthDay(Number(m[1]), Number(m[2]), options.dayFirst === true),
    }),
  },
];

/**
 * 20.03. without a year, as German notices write it: read only in a language that writes the
 * day first, where "3.2." is no section number of an English text.
 */
const DAY_MONTH_DOTTED = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?![\d.]|\s?\d)/g;

function monthOf(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? date : null;
}

/**
 * Every date in the text, in order. A date without a year takes the reference's year, or the
 * next year when that would put it more than a month before the reference (a deadline of 'Jan 5'
 * written in December means next January).
 */
export function findDates(text: string, reference: Date, options: DateOptions = {}): DateMatch[] {
  const found: DateMatch[] = [];
  const active = options.dayFirst
    ? [
        ...formats,
        {
          pattern: DAY_MONTH_DOTTED,
          read: (m: RegExpExecArray) => ({ year: null, month: Number(m[2]), day: Number(m[1]) }),
        },
      ]
    : formats;
  for (const format of active) {
    format.pattern.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = format.pattern.exec(text)) !== null) {
      const { year, month, day } = format.read(m, options);
      let date = makeDate(year ?? reference.getUTCFullYear(), month, day);
      if (date && year === null && date.getTime() < addDays(reference, -31).getTime()) {
        date = makeDate(reference.getUTCFullYear() + 1, month, day);
      }
      if (date) found.push({ index: m.index, length: m[0].length, date, hasYear: year !== null });
    }
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  // Keep the longest reading of overlapping matches ('Mar 2, 2026' over 'Mar 2').
  const kept: DateMatch[] = [];
  for (const match of found) {
    const last = kept[kept.length - 1];
    if (last && match.index < last.index + last.length) continue;
    kept.push(match);
  }
  // The start of a range takes the year its end names, not the reference's.
  for (let i = kept.length - 2; i >= 0; i -= 1) {
    const start = kept[i]!;
    const end = kept[i + 1]!;
    if (start.hasYear || !end.hasYear) continue;
    if (!RANGE_JOIN.test(text.slice(start.index + start.length, end.index))) continue;
    const endYear = end.date.getUTCFullYear();
    const month = start.date.getUTCMonth() + 1;
    const day = start.date.getUTCDate();
    const date = makeDate(endYear, month, day);
    if (!date) continue;
    start.date =
      date.getTime() > end.date.getTime() ? (makeDate(endYear - 1, month, day) ?? date) : date;
    start.hasYear = true;
  }
  return kept;
}

export function firstDate(text: string, reference: Date, options: DateOptions = {}): Date | null {
  return findDates(text, reference, options)[0]?.date ?? null;
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The same day of the month `months` later, or that month's last day when it is shorter (Jan 31 + 1 = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)),
  );
}

/** Counts Monday to Friday only; public holidays are not known here. */
export function addBusinessDays(date: Date, days: number): Date {
  let result = date;
  let left = days;
  while (left > 0) {
    result = addDays(result, 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / 86_400_000);
}
