import { decodeContent } from './decode-content';
import { firstDate } from './parse-date';

export interface EmailHeaders {
  from?: string;
  date?: string;
  /** The date came with a header or reply line in a language that writes the day first. */
  isDayFirst?: boolean;
  subject?: string;
}

/** One e-mail of a paste: its headers, its cleaned body and the sign-off that was cut from it. */
export interface EmailPart {
  headers: EmailHeaders;
  body: string;
  signature: string;
  /** Date from its Date:/Sent: header or 'On … wrote:' line, when one could be read. */
  sentAt: Date | null;
}

export interface CleanedEmail {
  parts: EmailPart[];
  /** Index in parts of the most recent Amazon notice. */
  primaryIndex: number;
  /** Every part's subject and body, for fact extraction. */
  text: string;
}

/**
 * Header names as mail programs write them in the marketplace languages (Outlook's "Gesendet:",
 * "Envoyé :", "送信日時:"), each read as the English field it stands for.
 */
const FIELD_NAMES: Readonly<Record<'from' | 'date' | 'to' | 'subject', string>> = {
  from: 'von de da van od från kimden 差出人 发件人 寄件者',
  date: 'datum data fecha gesendet envoyé inviato enviado verzonden wysłano skickat tarih 送信日時 日付 发送时间 日期 寄件日期',
  to: 'an à a para aan do till kime 宛先 收件人',
  subject: 'betreff objet oggetto asunto onderwerp temat ämne konu 件名 主题 主旨',
};
const LOCAL_HEADERS = new Map(
  Object.entries(FIELD_NAMES).flatMap(([field, names]) =>
    names.split(' ').map((name) => [name, field] as const),
  ),
);
const HEADER_LINE = new RegExp(
  `^(from|date|sent|to|cc|bcc|subject|reply-to|content-type|content-transfer-encoding|mime-version|${[...LOCAL_HEADERS.keys()].join('|')})\\s*[:：]\\s*(.*)$`,
  'iu',
);
const PART_MARKERS = [
  /^-{2,}\s*forwarded message\s*-{2,}$/i,
  /^begin forwarded message:?$/i,
  /^-{2,}\s*original message\s*-{2,}$/i,
  /^_{5,}$/,
];
/** "On … wrote:", and the same line in the marketplace languages ("Am … schrieb …:"). */
const REPLY_LINE =
  /^(?:on|am|le|il giorno|el|op|den|w dniu) (.{6,160}?)(?:,? [^,]{0,80})? (wrote|schrieb|a écrit|ha scritto|escribió|schreef|skrev|napisał\p{L}*)(?: [^:]{1,80})?\s?:$/iu;
const FOOTER_CUT =
  /^(was this (e-?mail|message|information) helpful|how did we do|rate this (e-?mail|message))/i;
const SIGN_OFF =
  /^(sincerely|regards|best regards|kind regards|warm regards|best wishes|respectfully|thank you|thanks|many thanks|best|cheers)[,.!]?$/i;
const FOOTER_LINES = [
  /unsubscribe/i,
  /all rights reserved/i,
  /(©|\(c\)|copyright)\s*(\d{4}|amazon)/i,
  /trademarks of amazon/i,
  /(please )?do not reply to this (e-?mail|message)/i,
  /notification-only (e-?mail )?address/i,
  /this (e-?mail|message) was sent (from|by|to)/i,
  /you are receiving this (e-?mail|message)/i,
  /notification preferences/i,
  /^(privacy notice|conditions of use)\b/i,
  /410 terry ave(nue|\.)?\b/i,
];
/**
 * The labels of a template's buttons ("Appeal", "View Account Health"); a line holding nothing
 * else is a row of buttons, not a sentence of the notice.
 */
const BUTTON_LABEL =
  /\b(?:appeal|submit (?:an )?appeal|view account health|go to account health|view (?:your )?(?:account|case|notification|details|performance notifications?)|contact (?:seller|selling partner) support|learn more|manage (?:your )?inventory|sign in(?: to seller central)?|visit seller central)\b/gi;
const BUTTON_ROW_LEFT = /^[\s|•·>»›\-–—]*$/;

function isButtonRow(line: string): boolean {
  if (line.length > 80 || line.length === 0) return false;
  const left = line.replace(BUTTON_LABEL, '');
  return left !== line && BUTTON_ROW_LEFT.test(left);
}

/** The footer lines as one expression (all case-insensitive): one test per line instead of eleven. */
const FOOTER_LINE = new RegExp(
  FOOTER_LINES.map((pattern) => `(?:${pattern.source})`).join('|'),
  'i',
);

/**
 * A bullet indented under another ("  ◦ be dated within 365 days") keeps its indent, as does an
 * indented line that goes on with the item above it ("- A Children's Product" / "  Certificate"):
 * they tell a nested list of what a document must show, and an item wrapped over two lines, from
 * the documents listed around them.
 */
const BULLET_START =
  /^(?:[*\u2022\u25cf\u25aa\u2013\u00b7\u25e6\u25cb\u25a0\u25a1]|-(?!-)|\d{1,2}[.)]|\(?[a-z]{1,4}\))[^\S\n]+\S/;

function stripQuoting(lines: string[]): string[] {
  let inItem = false;
  return lines.map((line) => {
    const unquoted = line.replace(/^(\s*>)+ ?/, '');
    const trimmed = unquoted.trim();
    const isIndented = trimmed !== '' && /^[^\S\n]/.test(unquoted);
    const isBullet = BULLET_START.test(trimmed);
    const keepsIndent = isIndented && (isBullet || inItem);
    inItem = trimmed !== '' && (isBullet || (inItem && isIndented));
    return keepsIndent ? unquoted.trimEnd() : trimmed;
  });
}

function headerBlockAt(lines: string[], i: number): boolean {
  if (!HEADER_LINE.test(lines[i] ?? '')) return false;
  let count = 0;
  for (let j = i; j < Math.min(lines.length, i + 6) && HEADER_LINE.test(lines[j] ?? ''); j += 1)
    count += 1;
  return count >= 2;
}

interface RawPart {
  headers: EmailHeaders;
  lines: string[];
  hasContent: boolean;
}

function splitParts(lines: string[]): RawPart[] {
  const parts: RawPart[] = [{ headers: {}, lines: [], hasContent: false }];
  let current = parts[0]!;
  const hasContent = (part: RawPart) => part.hasContent;
  const startPart = () => {
    if (hasContent(current) || Object.keys(current.headers).length > 0) {
      current = { headers: {}, lines: [], hasContent: false };
      parts.push(current);
    }
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (PART_MARKERS.some((marker) => marker.test(line))) {
      startPart();
      continue;
    }
    const reply = REPLY_LINE.exec(line);
    if (reply) {
      startPart();
      current.headers.date = reply[1];
      current.headers.isDayFirst = reply[2]!.toLowerCase() !== 'wrote';
      current.headers.from = reply[1];
      continue;
    }
    const atStart = !hasContent(current);
    if (HEADER_LINE.test(line) && (headerBlockAt(lines, i) || (atStart && i < 3))) {
      if (!atStart && !(Object.keys(current.headers).length > 0 && !hasContent(current)))
        startPart();
      for (; i < lines.length && HEADER_LINE.test(lines[i]!); i += 1) {
        const [, name, value] = HEADER_LINE.exec(lines[i]!)!;
        const key = LOCAL_HEADERS.get(name!.toLowerCase()) ?? name!.toLowerCase();
        if (key === 'from') current.headers.from = value;
        else if (key === 'date' || key === 'sent') {
          current.headers.date = value;
          // A European header name ("Gesendet", "Envoyé"); CJK dates name the year first anyway.
          current.headers.isDayFirst =
            key !== name!.toLowerCase() && /^\p{Script=Latin}+$/u.test(name!);
        } else if (key === 'subject') current.headers.subject = value;
      }
      i -= 1;
      continue;
    }
    current.lines.push(line);
    if (line.length > 0) current.hasContent = true;
  }
  return parts.filter((part) => hasContent(part) || part.headers.subject);
}

function cleanBody(lines: string[]): { body: string; signature: string } {
  const kept: string[] = [];
  let signature: string[] = [];
  // Lines of the mail before its footer: a template's footer after the sign-off ("Was this email
  // helpful?", the address, the links) does not make the sign-off look like the middle of a mail.
  const footerAt = lines.findIndex((l) => FOOTER_CUT.test(l));
  const counted = (l: string) => l.length > 0 && !FOOTER_LINE.test(l) && !isButtonRow(l);
  let nonEmptyLeft = (footerAt < 0 ? lines : lines.slice(0, footerAt)).filter(counted).length;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (counted(line)) nonEmptyLeft -= 1;
    if (FOOTER_CUT.test(line)) break;
    if (FOOTER_LINE.test(line) || isButtonRow(line)) continue;
    if (SIGN_OFF.test(line) && nonEmptyLeft <= 6) {
      const rest = lines.slice(i + 1, footerAt < 0 ? lines.length : footerAt).filter(counted);
      signature = rest.filter((l) => !FOOTER_CUT.test(l));
      break;
    }
    kept.push(line);
  }
  const body = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { body, signature: signature.join('\n') };
}

/** How much a part looks like a marketplace notice rather than the seller's own note. */
export function amazonLikelihood(part: EmailPart): number {
  let score = /amazon/i.test(part.headers.from ?? '') ? 3 : 0;
  const text = `${part.headers.subject ?? ''}\n${part.body}\n${part.signature}`;
  if (/\bASINs?\b|\bB0[0-9A-Z]{8}\b/.test(text)) score += 2;
  if (/amazon|seller (central|performance|support)|fulfil?lment|selling partner/i.test(text))
    score += 2;
  if (/\b(dear (seller|selling partner)|hello)\b/i.test(text)) score += 1;
  return score;
}

export function cleanEmail(raw: string, today: Date): CleanedEmail {
  const lines = stripQuoting(decodeContent(raw).split('\n'));
  const parts: EmailPart[] = splitParts(lines).map(({ headers, lines: partLines }) => {
    const { body, signature } = cleanBody(partLines);
    const sentAt = headers.date
      ? firstDate(headers.date, today, { dayFirst: headers.isDayFirst === true })
      : null;
    return { headers, body, signature, sentAt };
  });
  if (parts.length === 0) parts.push({ headers: {}, body: '', signature: '', sentAt: null });
  return { parts, primaryIndex: pickPrimary(parts), text: parts.map(partText).join('\n\n') };
}

export function partText(part: EmailPart): string {
  return [part.headers.subject ?? '', part.body].filter(Boolean).join('\n');
}

/** The most recent part that reads like an Amazon notice; undated notices count in paste order. */
function pickPrimary(parts: EmailPart[]): number {
  const scored = parts.map((part, index) => ({ index, part, likelihood: amazonLikelihood(part) }));
  const notices = scored.filter((s) => s.likelihood >= 3 && s.part.body.length > 40);
  if (notices.length === 0) {
    return scored.reduce((best, s) => (s.part.body.length > best.part.body.length ? s : best))
      .index;
  }
  const dated = notices.filter((s) => s.part.sentAt !== null);
  if (dated.length === notices.length && dated.length > 1) {
    return dated.reduce((best, s) =>
      s.part.sentAt!.getTime() > best.part.sentAt!.getTime() ? s : best,
    ).index;
  }
  return notices[0]!.index;
}
