/**
 * Month names of the marketplace languages Amazon writes notices in (DE, FR, IT, ES, NL, PL,
 * SE, TR, PT), lower-cased, with the abbreviations their notices use. Polish dates name the month
 * in the genitive ("3 grudnia 2024"), so that is the form listed. English names are read by
 * parse-date's own patterns; the ones that coincide ("april", "november") are listed again so
 * "3. April 2024" reads too.
 */
const NAMES: readonly (readonly string[])[] = [
  [
    'januar',
    'jänner',
    'janvier',
    'janv',
    'gennaio',
    'enero',
    'januari',
    'stycznia',
    'ocak',
    'janeiro',
  ],
  ['februar', 'février', 'févr', 'febbraio', 'febrero', 'februari', 'lutego', 'şubat', 'fevereiro'],
  ['märz', 'mär', 'mars', 'marzo', 'maart', 'marca', 'mart', 'março'],
  ['april', 'avril', 'avr', 'aprile', 'abril', 'kwietnia', 'nisan'],
  ['mai', 'maggio', 'mayo', 'mei', 'maja', 'maj', 'mayıs', 'maio'],
  ['juni', 'juin', 'giugno', 'junio', 'czerwca', 'haziran', 'junho'],
  ['juli', 'juillet', 'juil', 'luglio', 'julio', 'lipca', 'temmuz', 'julho'],
  ['august', 'août', 'agosto', 'augustus', 'augusti', 'sierpnia', 'ağustos'],
  [
    'september',
    'septembre',
    'settembre',
    'septiembre',
    'setiembre',
    'września',
    'eylül',
    'setembro',
  ],
  ['oktober', 'okt', 'octobre', 'ottobre', 'octubre', 'października', 'ekim', 'outubro'],
  ['november', 'novembre', 'noviembre', 'listopada', 'kasım'],
  [
    'dezember',
    'dez',
    'décembre',
    'déc',
    'dicembre',
    'diciembre',
    'december',
    'grudnia',
    'aralık',
    'dezembro',
  ],
];

const MONTH_OF = new Map<string, number>(
  NAMES.flatMap((names, i) => names.map((name) => [name, i + 1] as const)),
);

/** Longest first, so "juillet" is not read as "juil". */
export const FOREIGN_MONTH = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

/** 1-12, or 0 for a word that is no month name. */
export function foreignMonthOf(name: string): number {
  // Turkish capitals lower-case their own way ("ARALIK" is "aralık").
  return MONTH_OF.get(name.toLowerCase()) ?? MONTH_OF.get(name.toLocaleLowerCase('tr')) ?? 0;
}
