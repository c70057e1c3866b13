import { PDFDocument } from 'pdf-lib';
import type { DocumentType } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import { readImageSize } from '../files/image-size';
import { PAGE, TextFlow } from './pdf-text';
import { stripActiveContent } from './pdf-sanitize';

/** A document to enclose, already read: `bytes` is null when the stored file could not be read. */
export type EnclosedFile = {
  name: string;
  type: DocumentType;
  mimeType: string;
  extractedText: string | null;
  bytes: Uint8Array | null;
  /** Why the file was not read at all; its page says so. */
  omitted?: string;
};

/** What one package may copy and decode, whatever the seller uploaded. */
export type PackageLimits = {
  maxPagesPerDocument: number;
  maxPages: number;
  maxImagePixels: number;
};

/** Roughly one page of 11-point text; a Word file's text is cut to its page budget with this. */
const CHARS_PER_TEXT_PAGE = 3_500;
const ENCLOSE_SEPARATELY = 'Enclose the original file separately.';

const count = (n: number) => n.toLocaleString('en-US');

function limitsSentence(limits: PackageLimits): string {
  return `The combined documentation holds at most ${count(limits.maxPagesPerDocument)} pages per document and ${count(limits.maxPages)} pages in all.`;
}

async function notePage(out: PDFDocument, heading: string, text: string): Promise<void> {
  const flow = await TextFlow.start(out);
  flow.write(heading, { size: 14, bold: true, gapAfter: 8 });
  flow.write(text);
}

function appendImage(out: PDFDocument, image: Awaited<ReturnType<PDFDocument['embedPng']>>) {
  const page = out.addPage([PAGE.width, PAGE.height]);
  const box = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: (PAGE.width - width) / 2,
    y: (PAGE.height - height) / 2,
    width,
    height,
  });
}

/**
 * "Combined Documentation.pdf": an index page, then every document in order: a PDF's own pages,
 * an image on its own page, a Word file as its text. Bounded: at most `maxPagesPerDocument` pages
 * are copied from one document and `maxPages` in all, and an image above `maxImagePixels` is not
 * decoded; what is left out gets a page saying what and why, as does a file that cannot be
 * embedded, rather than silently vanishing from the bundle. Scripts and other active content of
 * the uploaded PDFs are removed.
 */
export async function buildCombinedDocumentationPdf(
  title: string,
  documents: EnclosedFile[],
  limits: PackageLimits,
): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(`Combined Documentation - ${title}`);
  out.setCreator('CasePilot');
  const index = await TextFlow.start(out);
  index.write('Combined Documentation', { size: 18, bold: true, gapAfter: 6 });
  index.write(title, { gapAfter: 12 });
  index.write('Index', { size: 14, bold: true, gapAfter: 6 });
  index.list(documents.map((d, i) => `${i + 1}. ${d.name} - ${documentTypeLabels[d.type]}`));

  // Pages enclosed from documents so far; index and note pages do not count.
  let used = 0;
  for (const [i, d] of documents.entries()) {
    const heading = `${i + 1}. ${d.name}`;
    const remaining = Math.min(limits.maxPagesPerDocument, limits.maxPages - used);
    try {
      if (d.omitted) {
        await notePage(out, heading, `${d.omitted} ${ENCLOSE_SEPARATELY}`);
      } else if (remaining <= 0) {
        await notePage(
          out,
          heading,
          `This document was left out: the page limit was reached before it. ${limitsSentence(limits)} ${ENCLOSE_SEPARATELY}`,
        );
      } else if (!d.bytes) {
        throw new Error('The stored file could not be read');
      } else if (d.mimeType === 'application/pdf') {
        const source = await PDFDocument.load(d.bytes, {
          ignoreEncryption: true,
          updateMetadata: false,
        });
        const total = source.getPageCount();
        const taken = Math.min(total, remaining);
        const pages = await out.copyPages(
          source,
          Array.from({ length: taken }, (_, n) => n),
        );
        for (const page of pages) out.addPage(page);
        used += taken;
        if (taken < total) {
          await notePage(
            out,
            heading,
            `Pages ${count(taken + 1)} to ${count(total)} of this document's ${count(total)} pages were left out. ${limitsSentence(limits)} ${ENCLOSE_SEPARATELY}`,
          );
        }
      } else if (d.mimeType === 'image/png' || d.mimeType === 'image/jpeg') {
        // Checked from the header before anything is decoded: a pixel flood never is.
        const size = readImageSize(d.bytes);
        if (!size) throw new Error('Unreadable image header');
        if (size.width * size.height > limits.maxImagePixels) {
          await notePage(
            out,
            heading,
            `This image (${count(size.width)} x ${count(size.height)} pixels) was left out: it is larger than the ${count(limits.maxImagePixels)} pixels the combined documentation embeds. ${ENCLOSE_SEPARATELY}`,
          );
        } else {
          const image =
            d.mimeType === 'image/png' ? await out.embedPng(d.bytes) : await out.embedJpg(d.bytes);
          appendImage(out, image);
          used += 1;
        }
      } else {
        const budget = remaining * CHARS_PER_TEXT_PAGE;
        const text =
          d.extractedText?.trim() ||
          'No text could be extracted from this document; see the original file.';
        const isCut = text.length > budget;
        const before = out.getPageCount();
        await notePage(
          out,
          heading,
          isCut
            ? `${text.slice(0, budget)}\n\n[The rest of this document's text was left out. ${limitsSentence(limits)} ${ENCLOSE_SEPARATELY}]`
            : text,
        );
        used += out.getPageCount() - before;
      }
    } catch {
      await notePage(
        out,
        heading,
        `This file could not be embedded (it may be damaged or protected). ${ENCLOSE_SEPARATELY}`,
      );
    }
  }
  await out.flush();
  stripActiveContent(out);
  return out.save();
}
