/**
 * The date a labelled deadline phrase ("within 17 days", "by June 7, 2019", "within three
 * weeks") stands for, read independently of the analyzer so the bench does not grade the
 * analyzer with its own parser. Null when the phrase names no date ("by the due date indicated").
 */
const WORDS: Record<string, number> = {
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
  fourteen: 14,
  fifteen: 15,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function expectedDeadlineDate(text: string, today: string): string | null {
  const base = new Date(`${today}T00:00:00Z`);
  // "between August 5, 2015, and August 14, 2015": the window closes on the later date.
  const lower = text.toLowerCase().replace(/^.*\bbetween\b.+?\band\s+/, '');
  const named =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?!\d)(?:st|nd|rd|th)?,?\s*(\d{4})?/.exec(
      lower,
    );
  if (named) {
    const month = MONTHS.indexOf(named[1]!);
    const day = Number(named[2]);
    if (named[3]) return iso(new Date(Date.UTC(Number(named[3]), month, day)));
    // No year: the deadline lies after the notice, so 'by Jan 5' in a December notice is next January.
    const sameYear = new Date(Date.UTC(base.getUTCFullYear(), month, day));
    return sameYear.getTime() < base.getTime() - 31 * 86_400_000
      ? iso(new Date(Date.UTC(base.getUTCFullYear() + 1, month, day)))
      : iso(sameYear);
  }
  // "15 June 2022", "15. Juni 2022", "3 décembre 2024": the day first, as outside the US. Read
  // before the month-and-year rule below, which would take "June 2022" for the 1st.
  const dayFirstNamed = new RegExp(
    `(\\d{1,2})(?:st|nd|rd|th|\\.|er)?\\s*(?:de\\s+|of\\s+)?(${FOREIGN_MONTHS.join('|')}|${MONTHS.join('|')})[a-z]*\\.?,?\\s*(?:de\\s+)?(\\d{4})`,
    'u',
  ).exec(lower);
  if (dayFirstNamed) {
    const name = dayFirstNamed[2]!;
    const month = MONTHS.includes(name)
      ? MONTHS.indexOf(name)
      : FOREIGN_MONTHS.findIndex((names) => names.split('|').includes(name));
    return iso(new Date(Date.UTC(Number(dayFirstNamed[3]), month, Number(dayFirstNamed[1]))));
  }
  // "By July 2018": a month without a day stands for its first day.
  const monthYear = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b/.exec(
    lower,
  );
  if (monthYear)
    return iso(new Date(Date.UTC(Number(monthYear[2]), MONTHS.indexOf(monthYear[1]!), 1)));
  const isoDate = /\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b/.exec(lower);
  if (isoDate)
    return iso(new Date(Date.UTC(Number(isoDate[1]), Number(isoDate[3]) - 1, Number(isoDate[4]))));
  const foreign = foreignDeadlineDate(lower, base);
  if (foreign !== undefined) return foreign;
  const period =
    /\b(\d{1,3}|[a-z]+)\s+(business\s+|calendar\s+|working\s+)?(hours?|days?|weeks?)\b/.exec(lower);
  if (!period) return null;
  const amount = /^\d+$/.test(period[1]!)
    ? Number(period[1])
    : /^an?$/.test(period[1]!)
      ? 1
      : WORDS[period[1]!];
  if (!amount) return null;
  const unit = period[3]!;
  const days = unit.startsWith('hour')
    ? Math.ceil(amount / 24)
    : unit.startsWith('week')
      ? amount * 7
      : amount;
  if (period[2] && /business|working/.test(period[2])) {
    const date = new Date(base);
    let left = amount;
    while (left > 0) {
      date.setUTCDate(date.getUTCDate() + 1);
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
    }
    return iso(date);
  }
  return iso(new Date(base.getTime() + days * 86_400_000));
}

/**
 * Labels of notices in the marketplace languages quote their own words ("innerhalb von 60
 * Tagen", "本日より7日以内", "avant le 3 décembre 2024"): the date they stand for, read with
 * this file's own small tables (named months by the day-first rule in expectedDeadlineDate), or
 * undefined when the label is no such wording.
 */
const FOREIGN_MONTHS: readonly string[] = [
  'januar|janvier|gennaio|enero|januari|stycznia|ocak',
  'februar|février|febbraio|febrero|februari|lutego|şubat',
  'märz|mars|marzo|maart|marca|mart',
  'april|avril|aprile|abril|kwietnia|nisan',
  'mai|maggio|mayo|mei|maja|maj|mayıs',
  'juni|juin|giugno|junio|czerwca|haziran',
  'juli|juillet|luglio|julio|lipca|temmuz',
  'august|août|agosto|augustus|augusti|sierpnia|ağustos',
  'september|septembre|settembre|septiembre|września|eylül',
  'oktober|octobre|ottobre|octubre|października|ekim',
  'november|novembre|noviembre|listopada|kasım',
  'dezember|décembre|dicembre|diciembre|december|grudnia|aralık',
];
const FOREIGN_UNIT: readonly [RegExp, 'hour' | 'week' | 'business' | 'day'][] = [
  [/^(?:stunden?|heures?|ore|horas?|uur|godzin\p{L}*|timmar|saat|時間|小时)/u, 'hour'],
  [
    /^(?:wochen?|semaines?|settiman\p{L}|semanas?|weken|week|tygodni\p{L}*|veckor|hafta|週間|周)/u,
    'week',
  ],
  [
    /^(?:werktag|arbeitstag|jours? ouvr|giorni lavorativi|días hábiles|werkdagen|dni robocz|arbetsdagar|iş gün|営業日|工作日)/u,
    'business',
  ],
  [/^(?:tag|jours?|giorni|días?|dagen|dni|dagar|gün|日|天)/u, 'day'],
];

function foreignDeadlineDate(lower: string, base: Date): string | null | undefined {
  const kanjiDate = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(lower);
  if (kanjiDate)
    return iso(
      new Date(Date.UTC(Number(kanjiDate[1]), Number(kanjiDate[2]) - 1, Number(kanjiDate[3]))),
    );
  // 03.12.2024 · 03/12/2024: every marketplace language but English writes the day first.
  const dayFirst = /\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/.exec(lower);
  if (
    dayFirst &&
    /[\u00c0-\u024f\u3040-\u9fff]|\b(?:bis|avant|entro|antes|voor|do|senast)\b/.test(lower)
  )
    return iso(
      new Date(Date.UTC(Number(dayFirst[3]), Number(dayFirst[2]) - 1, Number(dayFirst[1]))),
    );
  const period = /(\d{1,3})\s*(?:個|个|か|ヶ)?\s*(\p{L}[\p{L} ]*)/u.exec(lower);
  if (!period) return undefined;
  const unit = FOREIGN_UNIT.find(([pattern]) => pattern.test(period[2]!))?.[1];
  if (!unit) return undefined;
  const amount = Number(period[1]);
  if (unit === 'business') {
    const date = new Date(base);
    let left = amount;
    while (left > 0) {
      date.setUTCDate(date.getUTCDate() + 1);
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
    }
    return iso(date);
  }
  const days = unit === 'hour' ? Math.ceil(amount / 24) : unit === 'week' ? amount * 7 : amount;
  return iso(new Date(base.getTime() + days * 86_400_000));
}
