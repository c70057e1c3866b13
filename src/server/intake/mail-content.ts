import { simpleParser, type ParsedMail } from 'mailparser';
import { MAX_EMAIL_LENGTH } from '../../domain/email-analysis';
import { htmlToText } from '../analysis/decode-content';

export type ReadMail = {
  subject: string;
  from: string;
  /** What the analyzer and the case's communication get: headers a seller would see, then the body. */
  content: string;
  attachments: { fileName: string; content: Buffer }[];
};

/**
 * A mail's text as the database can keep it: PostgreSQL refuses U+0000 in text, which a sender
 * may put anywhere (F43).
 */
function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** The body's text: a plain-text part, else the HTML read with the analyzer's linear converter. */
function bodyOf(parsed: ParsedMail): string {
  const text = (parsed.text ?? '').trim();
  if (text || typeof parsed.html !== 'string') return text;
  return htmlToText(parsed.html)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n[ \t]*(?=\n)/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Parses MIME (HTML, quoted-printable, base64, attachments) into what the case needs. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  const parsed: ParsedMail = await simpleParser(raw, {
    skipImageLinks: true,
    // Only the text is read. mailparser's HTML-to-text conversion is superlinear (a 5.8 MB HTML
    // table took 47 s, F41), and its text-to-HTML and link detection cost seconds and hundreds of
    // MB on a large body for output nobody reads.
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const subject = storable(parsed.subject?.trim() ?? '');
  const from = storable(parsed.from?.text ?? '');
  const header = [
    from ? `From: ${from}` : null,
    parsed.date ? `Date: ${parsed.date.toUTCString()}` : null,
    subject ? `Subject: ${subject}` : null,
  ].filter(Boolean);
  // A pasted e-mail is refused past MAX_EMAIL_LENGTH; a mailed one is cut there, so a 15 MB body
  // is not analysed (twice) up to the time limit and kept whole on the case (F42). A notice is a
  // few KB, always at the start.
  const content = storable(`${header.join('\n')}\n\n${bodyOf(parsed)}`.trim())
    .slice(0, MAX_EMAIL_LENGTH)
    .trim();
  return {
    subject,
    from,
    content,
    attachments: parsed.attachments
      // Inline images of a signature or logo are not evidence; named attachments are.
      .filter((a) => a.contentDisposition !== 'inline' || Boolean(a.filename))
      .map((a, index) => ({
        fileName: storable(a.filename ?? '') || `attachment-${index + 1}`,
        content: a.content,
      })),
  };
}
