/**
 * Undoes what mail clients leave in a paste: quoted-printable, MIME encoded words, HTML markup
 * and entities. Each step runs only when the text shows signs of needing it.
 */

const QP_ESCAPE = /=[0-9A-F]{2}/g;

export function looksQuotedPrintable(text: string): boolean {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(text)) return true;
  const softBreaks = (text.match(/=\r?\n/g) ?? []).length;
  const escapes = (text.match(QP_ESCAPE) ?? []).length;
  return (softBreaks > 0 && escapes > 0) || escapes >= 3 || softBreaks >= 3;
}

function decodeBytes(run: string): string {
  const bytes = new Uint8Array(run.length / 3);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
  return new TextDecoder('utf-8').decode(bytes);
}

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, decodeBytes);
}

/** '=?UTF-8?Q?Policy_Warning?=' and '=?UTF-8?B?...?=' in pasted headers. */
export function decodeEncodedWords(text: string): string {
  return text.replace(/=\?[\w-]+\?([QB])\?([^?\s]*)\?=/gi, (_all, kind: string, data: string) => {
    if (kind.toUpperCase() === 'B') {
      try {
        return new TextDecoder('utf-8').decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
      } catch {
        return data;
      }
    }
    return decodeQuotedPrintable(data.replace(/_/g, ' '));
  });
}

// A tag's inside stops at the next '<' as well as at '>': with [^>]* a paste of many '<' and no
// '>' was rescanned to its end from every '<', quadratic (F35).
const HTML_TAG =
  /<\/?(?:html|body|p|br|div|span|table|tbody|tr|td|th|ul|ol|li|b|strong|i|em|a|h[1-6]|font|center|img|head|style)\b[^<>]*>/i;

export function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text) || /&(?:nbsp|amp|lt|gt|quot|#\d+);/.test(text);
}

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  bull: '\u2022',
  middot: '\u00b7',
  euro: '\u20ac',
  pound: '\u00a3',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : all;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? all;
  });
}

/**
 * Block elements become line breaks, list items bullets, table cells spaced apart. Source line
 * breaks are kept: a paste may hold plain mails after an HTML one, and wrapped lines of a
 * paragraph are joined again when sentences are split.
 */
export function htmlToText(html: string): string {
  let text = removeSpans(html, /<!--/g, '-->');
  for (const name of ['head', 'style', 'script', 'title'])
    text = removeSpans(text, new RegExp(`<${name}\\b[^<>]*>`, 'gi'), `</${name}>`);
  return decodeEntities(
    text
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^<>]*>/gi, '\n- ')
      .replace(/<\/(?:td|th)>/gi, '  ')
      .replace(
        /<\/?(?:p|div|tr|table|ul|ol|h[1-6]|blockquote|section|header|footer|center)\b[^<>]*>/gi,
        '\n',
      )
      .replace(/<[^<>]+>/g, ''),
  );
}

/**
 * Removes each span from an opening match to the first closing text after it (a comment, a
 * <style> element). Written out rather than as /open[\s\S]*?close/: that rescans to the end from
 * every opening when no close follows, quadratic in a paste of many openings (F35). Here, once a
 * close is missing after one opening it is missing after every later one, so the walk stops.
 */
function removeSpans(text: string, open: RegExp, close: string): string {
  open.lastIndex = 0;
  let m = open.exec(text);
  // Most pastes have no <style> or comment: no need to lower-case them to look for its end.
  if (!m) return text;
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (; m; m = open.exec(text)) {
    const end = lower.indexOf(close, m.index + m[0].length);
    if (end < 0) break;
    out += text.slice(from, m.index);
    from = end + close.length;
    open.lastIndex = from;
  }
  return out + text.slice(from);
}

const CURLY_APOSTROPHE = /[\u2018\u2019\u201b\u2032]/g;
const CURLY_QUOTE = /[\u201c\u201d\u201f\u2033]/g;
const FULLWIDTH_ALPHANUMERIC = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;

/**
 * What a word processor or an Asian keyboard makes of plain text, made plain again: curly
 * apostrophes and quotes ("Children’s Product Certificate" named nothing the catalog knows),
 * non-breaking hyphens, and full-width figures and letters ("５日以内", "ＡＳＩＮ"). Full-width
 * punctuation stays: Japanese and Chinese sentences end on it.
 */
export function typographyToPlain(text: string): string {
  return text
    .replace(CURLY_APOSTROPHE, "'")
    .replace(CURLY_QUOTE, '"')
    .replace(/\u2011/g, '-')
    .replace(FULLWIDTH_ALPHANUMERIC, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

export function decodeContent(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  if (looksQuotedPrintable(text)) text = decodeQuotedPrintable(text);
  text = decodeEncodedWords(text);
  if (looksLikeHtml(text)) text = htmlToText(text);
  // Runs of blanks become one space, blank lines empty ones; a lone space, or an empty line,
  // is left alone rather than replaced by itself (a 20 KB mail has thousands).
  return typographyToPlain(text)
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/\t[ \t]*| [ \t]+/g, ' ')
    .replace(/\n[ \t]+(?=\n)/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
