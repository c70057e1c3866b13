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
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
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
  text = removeHidden(text);
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

const HIDDEN_OPENING = /<(div|span|p|td|tr|table)\b([^<>]*)>/gi;
const HIDDEN_STYLE = /display\s*:\s*none|mso-hide\s*:\s*all|visibility\s*:\s*hidden/i;

/**
 * Drops elements styled invisible: the preheader a newsletter template hides at the top repeats
 * the notice's first sentence (and pads it with '&zwnj;' filler), so it was read twice. Each hidden
 * element is skipped to its matching close tag, counting nested ones of the same name; the scan
 * goes on after it, so no text is walked twice. An element never closed ends the walk.
 */
function removeHidden(html: string): string {
  if (!/display\s*:\s*none|mso-hide|visibility\s*:\s*hidden/i.test(html)) return html;
  const opening = new RegExp(HIDDEN_OPENING.source, 'gi');
  let out = '';
  let from = 0;
  for (let m = opening.exec(html); m; m = opening.exec(html)) {
    if (!HIDDEN_STYLE.test(m[2]!)) continue;
    const end = matchingClose(html, m[1]!.toLowerCase(), m.index + m[0].length);
    if (end < 0) break;
    out += html.slice(from, m.index);
    from = end;
    opening.lastIndex = end;
  }
  return out + html.slice(from);
}

/** Index just past the close tag that ends an element opened before `at`, or -1. */
function matchingClose(html: string, name: string, at: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^<>]*>`, 'gi');
  tags.lastIndex = at;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
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

const BOUNDARY_PARAM = /\bboundary\s*=\s*(?:"([^"\n]{1,200})"|([^\s;"]{1,200}))/gi;
const RAW_HEADER = /^([A-Za-z][\w-]{0,60})[ \t]*:[ \t]*(.*)$/;
/** Header fields the analysis reads; every other field of a raw message is transport detail. */
const READ_HEADERS = new Set(['from', 'to', 'cc', 'date', 'subject', 'sent']);
/** Fields only a raw message ("Show original") carries, so a block holding one is a raw header. */
const RAW_ONLY_HEADERS =
  /^(?:received|dkim-signature|domainkey-signature|message-id|mime-version|return-path|delivered-to|content-type|content-transfer-encoding|authentication-results|arc-[\w-]+|x-[\w-]+|feedback-id|list-unsubscribe(?:-post)?|thread-(?:topic|index)|in-reply-to|references|bounces-to|precedence|auto-submitted)$/i;

interface MimeHeaders {
  type: string;
  charset: string;
  encoding: string;
}

/**
 * Reads the header block at the top of lines (folded lines joined): the fields the analysis
 * reads, as lines, and the content type and transfer encoding. Returns null when the block holds
 * no field of a raw message (a pasted "From: … Subject: …" block is left to clean-email).
 */
function readRawHeaders(
  lines: string[],
): { kept: string[]; mime: MimeHeaders; bodyStart: number } | null {
  const fields: [string, string][] = [];
  let i = 0;
  for (; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^[ \t]/.test(line) && fields.length > 0 && line.trim() !== '') {
      fields[fields.length - 1]![1] += ` ${line.trim()}`;
      continue;
    }
    const m = RAW_HEADER.exec(line);
    if (!m) break;
    fields.push([m[1]!.toLowerCase(), m[2]!]);
  }
  if (!fields.some(([name]) => RAW_ONLY_HEADERS.test(name))) return null;
  const field = (name: string) => fields.find(([n]) => n === name)?.[1] ?? '';
  const contentType = field('content-type');
  const mime = {
    type: (/^\s*([\w.+-]{1,60}\/[\w.+-]{1,60})/.exec(contentType)?.[1] ?? '').toLowerCase(),
    charset: (/charset\s*=\s*"?([\w.:-]{1,40})/i.exec(contentType)?.[1] ?? 'utf-8').toLowerCase(),
    encoding: field('content-transfer-encoding').trim().toLowerCase(),
  };
  const kept = fields.filter(([name]) => READ_HEADERS.has(name)).map(([n, v]) => `${n}: ${v}`);
  const capitalised = kept.map((line) => line[0]!.toUpperCase() + line.slice(1));
  return { kept: capitalised, mime, bodyStart: lines[i] === '' ? i + 1 : i };
}

function decodeWithCharset(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** A MIME part's body as text: transfer encoding undone, HTML made text. */
function decodeBody(body: string, mime: MimeHeaders): string {
  let text = body;
  if (mime.encoding === 'base64') {
    try {
      const binary = atob(body.replace(/[^A-Za-z0-9+/=]/g, ''));
      text = decodeWithCharset(
        Uint8Array.from(binary, (c) => c.charCodeAt(0)),
        mime.charset,
      );
    } catch {
      text = body;
    }
  } else if (mime.encoding === 'quoted-printable') {
    text = body.replace(/=\n/g, '');
    if (mime.charset === 'utf-8' || mime.charset === 'us-ascii') text = decodeQuotedPrintable(text);
    else
      text = text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
        decodeWithCharset(
          Uint8Array.from({ length: run.length / 3 }, (_, k) =>
            parseInt(run.slice(k * 3 + 1, k * 3 + 3), 16),
          ),
          mime.charset,
        ),
      );
  }
  return mime.type === 'text/html' || (mime.type === '' && looksLikeHtml(text))
    ? htmlToText(text)
    : text;
}

interface MimeChunk {
  /** The boundary the part sits under; null for text outside every part. */
  boundary: string | null;
  lines: string[];
}

/**
 * A raw message as "Show original" shows it: transport headers dropped (the sender, date and
 * subject kept), each part decoded by its own headers, and of a text/plain and a text/html
 * version of the same mail only one kept, so the notice is not read twice. Parts that are not
 * text (images, attachments) and boundary lines go. Returns null when the text is no raw message.
 */
export function unwrapMime(text: string): string | null {
  const lines = text.split('\n');
  const boundaries = new Set<string>();
  for (const m of text.matchAll(BOUNDARY_PARAM)) {
    boundaries.add(m[1] ?? m[2]!);
    if (boundaries.size >= 8) break;
  }
  if (boundaries.size === 0) {
    const start = lines.findIndex((line) => line.trim() !== '');
    const head = start < 0 ? null : readRawHeaders(lines.slice(start));
    if (!head || (!head.mime.encoding && !head.mime.type)) return null;
    const body = decodeBody(lines.slice(start + head.bodyStart).join('\n'), head.mime);
    return [...lines.slice(0, start), ...head.kept, '', body].join('\n');
  }
  const chunks: MimeChunk[] = [{ boundary: null, lines: [] }];
  for (const line of lines) {
    const trimmed = line.trimEnd();
    const boundary = trimmed.startsWith('--')
      ? [...boundaries].find((b) => trimmed === `--${b}` || trimmed === `--${b}--`)
      : undefined;
    if (boundary === undefined) chunks[chunks.length - 1]!.lines.push(line);
    else chunks.push({ boundary: trimmed.endsWith(`${boundary}--`) ? null : boundary, lines: [] });
  }
  const decoded = chunks.map((chunk) => {
    const head = readRawHeaders(chunk.lines);
    if (chunk.boundary === null) {
      if (!head) return { chunk, type: 'raw', text: chunk.lines.join('\n').trim() };
      const rest = chunk.lines.slice(head.bodyStart).join('\n');
      const body = head.mime.type.startsWith('multipart/') ? '' : decodeBody(rest, head.mime);
      return { chunk, type: 'raw', text: [...head.kept, '', body].join('\n').trim() };
    }
    const mime = head?.mime ?? { type: 'text/plain', charset: 'utf-8', encoding: '' };
    const body = chunk.lines.slice(head?.bodyStart ?? 0).join('\n');
    const isText = mime.type === '' || mime.type.startsWith('text/');
    const kept = head?.kept ?? [];
    if (mime.type === 'message/rfc822')
      return { chunk, type: 'raw', text: (unwrapMime(body) ?? body).trim() };
    const textBody = isText ? decodeBody(body, mime).trim() : '';
    return { chunk, type: mime.type || 'text/plain', text: [...kept, textBody].join('\n').trim() };
  });
  // Of the alternatives under one boundary, the plain version, unless it says much less.
  const htmlLength = new Map<string, number>();
  for (const d of decoded)
    if (d.type === 'text/html' && d.chunk.boundary !== null)
      htmlLength.set(
        d.chunk.boundary,
        Math.max(htmlLength.get(d.chunk.boundary) ?? 0, d.text.length),
      );
  const plainUnder = new Set(
    decoded
      .filter(
        (d) =>
          d.type === 'text/plain' &&
          d.chunk.boundary !== null &&
          d.text.length > 0 &&
          d.text.length * 2 >= (htmlLength.get(d.chunk.boundary) ?? 0),
      )
      .map((d) => d.chunk.boundary),
  );
  return decoded
    .filter(
      (d) => d.text.length > 0 && !(d.type === 'text/html' && plainUnder.has(d.chunk.boundary)),
    )
    .filter(
      (d) =>
        !(
          d.type === 'text/plain' &&
          htmlLength.has(d.chunk.boundary!) &&
          !plainUnder.has(d.chunk.boundary)
        ),
    )
    .map((d) => d.text)
    .join('\n\n');
}

export function decodeContent(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  const unwrapped = unwrapMime(text);
  if (unwrapped !== null) text = unwrapped;
  else if (looksQuotedPrintable(text)) text = decodeQuotedPrintable(text);
  text = decodeEncodedWords(text);
  if (unwrapped === null && looksLikeHtml(text)) text = htmlToText(text);
  // Runs of blanks become one space, blank lines empty ones; a lone space, or an empty line,
  // is left alone rather than replaced by itself (a 20 KB mail has thousands).
  return typographyToPlain(text)
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\u034f/g, '')
    .replace(/\t[ \t]*| [ \t]+/g, ' ')
    .replace(/\n[ \t]+(?=\n)/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
