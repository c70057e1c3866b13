import type { ParsedMail } from 'mailparser';

export type ReadMail = {
  subject: string;
  from: string;
  /** What the analyzer and the case's communication get: headers a seller would see, then the body. */
  content: string;
  attachments: { fileName: string; content: Buffer }[];
};

/** Parses MIME (HTML, quoted-printable, base64, attachments) into what the case needs. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  // Loaded on the first mail: its parser and character-set tables are a large share of an idle
  // server's memory, and a server that receives no mail never needs them.
  const { simpleParser } = await import('mailparser');
  const parsed: ParsedMail = await simpleParser(raw, { skipImageLinks: true });
  const subject = parsed.subject?.trim() ?? '';
  const from = parsed.from?.text ?? '';
  const body = (parsed.text ?? '').trim();
  const header = [
    from ? `From: ${from}` : null,
    parsed.date ? `Date: ${parsed.date.toUTCString()}` : null,
    subject ? `Subject: ${subject}` : null,
  ].filter(Boolean);
  return {
    subject,
    from,
    content: `${header.join('\n')}\n\n${body}`.trim(),
    attachments: parsed.attachments
      // Inline images of a signature or logo are not evidence; named attachments are.
      .filter((a) => a.contentDisposition !== 'inline' || Boolean(a.filename))
      .map((a, index) => ({
        fileName: a.filename ?? `attachment-${index + 1}`,
        content: a.content,
      })),
  };
}
