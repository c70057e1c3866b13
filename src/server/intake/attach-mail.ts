import { Readable } from 'node:stream';
import type { DocumentType } from '../../domain/document';
import type { AppContext } from '../app-context';
import type { CaseActor } from '../case-access/case-actor';
import { addCommunication } from '../communications/communications.service';
import { MAX_UPLOAD_BYTES } from '../documents/document-upload';
import { uploadDocument } from '../documents/documents.service';
import { detectFileKind, magicBytesGate, UnsupportedFileError } from '../files/file-sniff';
import type { ReadMail } from './mail-content';
import { hasAmazonEmail, hasDocumentNamed } from './intake.repository';

/** A document type from the attachment's name; images are product images, the rest the seller sorts. */
export function guessDocumentType(fileName: string, isImage: boolean): DocumentType {
  const name = fileName.toLowerCase();
  if (/invoice|receipt|bill/.test(name)) return 'Invoice';
  if (/test|report|lab/.test(name)) return 'Test Report';
  if (/certif|\bul\b|conformity/.test(name)) return 'Certificate';
  if (/authori[sz]ation|loa|letter/.test(name)) return 'Letter';
  if (isImage || /image|photo|label|picture/.test(name)) return 'Image';
  return 'Other';
}

/**
 * Files a notice on its case: the e-mail as an 'Amazon Email' communication (through the same
 * service the communications route uses, so it is analysed the same way) and each acceptable
 * attachment as a document (sniffed, stored and analysed like an upload). Safe to run again
 * after a crash: what is already on the case is not added twice.
 */
export async function attachMailToCase(
  ctx: AppContext,
  actor: CaseActor,
  caseId: string,
  mail: ReadMail,
  options: { emailAlreadyStored?: boolean } = {},
): Promise<{ documents: number; skipped: string[] }> {
  if (!options.emailAlreadyStored) {
    if (!(await hasAmazonEmail(ctx.db, caseId, mail.content)))
      await addCommunication(ctx, actor, caseId, { type: 'Amazon Email', content: mail.content });
  }
  let documents = 0;
  const skipped: string[] = [];
  for (const attachment of mail.attachments) {
    if (attachment.content.length === 0 || attachment.content.length > MAX_UPLOAD_BYTES) {
      skipped.push(attachment.fileName);
      continue;
    }
    const file = { name: attachment.fileName, size: attachment.content.length };
    if (await hasDocumentNamed(ctx.db, caseId, file)) continue;
    try {
      await uploadDocument(ctx, actor, caseId, async (storage) => {
        const object = await storage.put(Readable.from([attachment.content]), {
          transforms: [magicBytesGate()],
        });
        const kind = await detectFileKind(await storage.get(object.key));
        if (!kind) {
          await storage.delete(object.key);
          throw new UnsupportedFileError();
        }
        return {
          ...object,
          kind,
          fileName: attachment.fileName,
          type: guessDocumentType(attachment.fileName, kind === 'jpeg' || kind === 'png'),
        };
      });
      documents += 1;
    } catch (error) {
      // A signature logo or a .txt is not a document we can score; the mail itself is kept.
      if (error instanceof UnsupportedFileError) skipped.push(attachment.fileName);
      else throw error;
    }
  }
  return { documents, skipped };
}
