import { simpleParser, type ParsedMail } from 'mailparser';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { analyzeEmailFacts } from '../analysis/analyze-email';

export type ReadMail = {
  subject: string;
  from: string;
  /** What the analyzer and the case's communication get: headers a seller would see, then the body. */
  content: string;
  attachments: { fileName: string; content: Buffer }[];
};

/** Parses MIME (HTML, quoted-printable, base64, attachments) into what the case needs. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
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

/**
 * Whether the analysed mail is an account-health notice. The classifier's notice kind decides
 * when it gives one; otherwise the built-in analyzer's notice detection does.
 */
export function isNotice(analysis: EmailAnalysis, content: string, today: Date): boolean {
  const kind = (analysis as EmailAnalysis & { kind?: unknown }).kind;
  if (typeof kind === 'string') return kind !== 'not-a-notice';
  return analyzeEmailFacts(content, { today }).isNotice;
}
