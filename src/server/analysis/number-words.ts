/**
 * Numbers the marketplace languages spell out in deadlines ("innerhalb von fünf Tagen",
 * "sous cinq jours", "五日以内"): the small numbers and the round periods notices give
 * (14, 30, 48, 60, 72, 90), not a general number grammar.
 */
// prettier-ignore
export const NUMBER_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  de: {
    ein: 1, eine: 1, einem: 1, einen: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6,
    sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, vierzehn: 14, fünfzehn: 15,
    zwanzig: 20, einundzwanzig: 21, dreißig: 30, achtundvierzig: 48, sechzig: 60,
    zweiundsiebzig: 72, neunzig: 90,
  },
  fr: {
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9,
    dix: 10, douze: 12, quatorze: 14, quinze: 15, vingt: 20, 'vingt et un': 21, trente: 30,
    'quarante-huit': 48, soixante: 60, 'soixante-douze': 72, 'quatre-vingt-dix': 90,
  },
  it: {
    un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8,
    nove: 9, dieci: 10, dodici: 12, quattordici: 14, quindici: 15, venti: 20, ventuno: 21,
    trenta: 30, quarantotto: 48, sessanta: 60, settantadue: 72, novanta: 90,
  },
  es: {
    un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8,
    nueve: 9, diez: 10, doce: 12, catorce: 14, quince: 15, veinte: 20, veintiún: 21,
    veintiuno: 21, treinta: 30, 'cuarenta y ocho': 48, sesenta: 60, 'setenta y dos': 72,
    noventa: 90,
  },
  nl: {
    een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9,
    tien: 10, twaalf: 12, veertien: 14, vijftien: 15, twintig: 20, dertig: 30, achtenveertig: 48,
    zestig: 60, tweeënzeventig: 72, negentig: 90,
  },
  // Polish counts days in the genitive after "w ciągu": "w ciągu pięciu dni".
  pl: {
    jednego: 1, dwóch: 2, dwu: 2, trzech: 3, czterech: 4, pięciu: 5, sześciu: 6, siedmiu: 7,
    ośmiu: 8, dziewięciu: 9, dziesięciu: 10, czternastu: 14, piętnastu: 15, trzydziestu: 30,
    sześćdziesięciu: 60, dziewięćdziesięciu: 90,
  },
  sv: {
    en: 1, ett: 1, två: 2, tre: 3, fyra: 4, fem: 5, sex: 6, sju: 7, åtta: 8, nio: 9, tio: 10,
    tolv: 12, fjorton: 14, femton: 15, tjugo: 20, trettio: 30, sextio: 60, nittio: 90,
  },
  pt: {
    um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8,
    nove: 9, dez: 10, doze: 12, catorze: 14, quatorze: 14, quinze: 15, vinte: 20, trinta: 30,
    'quarenta e oito': 48, sessenta: 60, 'setenta e dois': 72, noventa: 90,
  },
  tr: {
    bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9, on: 10,
    'on dört': 14, 'on beş': 15, yirmi: 20, otuz: 30, altmış: 60, doksan: 90,
  },
};

/** The words of one language as a pattern, longest first ("vingt et un" before "un"). */
export function numberWordPattern(language: string): string {
  return Object.keys(NUMBER_WORDS[language] ?? {})
    .sort((a, b) => b.length - a.length)
    .join('|');
}

// prettier-ignore
const KANJI_DIGITS: Readonly<Record<string, number>> = {
  〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
/** Japanese and Chinese numerals: 五 5, 十四 14, 三十 30, 七十二 72, 九十 90, 百二十 120. */
export const KANJI_NUMBER = '[〇一二两三四五六七八九十百]{1,5}';

export function kanjiToNumber(text: string): number {
  let total = 0;
  let digit = 0;
  for (const sign of text) {
    if (sign === '百') {
      total += (digit || 1) * 100;
      digit = 0;
    } else if (sign === '十') {
      total += (digit || 1) * 10;
      digit = 0;
    } else digit = KANJI_DIGITS[sign] ?? 0;
  }
  return total + digit;
}

/** A figure, a spelled-out number of the language, or a kanji numeral, as a number (0 if none). */
export function amountIn(language: string, token: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  const word = NUMBER_WORDS[language]?.[token.toLowerCase().replace(/\s+/g, ' ')];
  if (word !== undefined) return word;
  return /^[〇一二两三四五六七八九十百]+$/.test(token) ? kanjiToNumber(token) : 0;
}
