import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { CaseDocument } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import { PAGE, TextFlow } from './pdf-text';

export type EnclosedDocument = CaseDocument & {
  extractedText: string | null;
  open: () => Promise<Readable>;
};

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function appendPdf(out: PDFDocument, bytes: Uint8Array): Promise<number> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const pages = await out.copyPages(source, source.getPageIndices());
  for (const page of pages) out.addPage(page);
  return pages.length;
}

async function appendImage(out: PDFDocument, bytes: Uint8Array, mimeType: string): Promise<number> {
  const image = mimeType === 'image/png' ? await out.embedPng(bytes) : await out.embedJpg(bytes);
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
  return 1;
}

/**
 * "Combined Documentation.pdf": an index page, then every document in order: a PDF's own pages,
 * an image on its own page, a Word file as its text. A file that cannot be embedded gets a page
 * saying so, rather than silently vanishing from the bundle.
 */
export async function buildCombinedDocumentationPdf(
  title: string,
  documents: EnclosedDocument[],
): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(`Combined Documentation - ${title}`);
  out.setCreator('CasePilot');
  const index = await TextFlow.start(out);
  index.write('Combined Documentation', { size: 18, bold: true, gapAfter: 6 });
  index.write(title, { gapAfter: 12 });
  index.write('Index', { size: 14, bold: true, gapAfter: 6 });
  index.list(documents.map((d, i) => `${i + 1}. ${d.name} - ${documentTypeLabels[d.type]}`));

  for (const [i, d] of documents.entries()) {
    try {
      if (d.mimeType === 'application/pdf') {
        await appendPdf(out, await readAll(await d.open()));
      } else if (d.mimeType === 'image/png' || d.mimeType === 'image/jpeg') {
        await appendImage(out, await readAll(await d.open()), d.mimeType);
      } else {
        const flow = await TextFlow.start(out);
        flow.write(`${i + 1}. ${d.name}`, { size: 14, bold: true, gapAfter: 8 });
        flow.write(
          d.extractedText?.trim() ||
            'No text could be extracted from this document; see the original file.',
        );
      }
    } catch {
      const flow = await TextFlow.start(out);
      flow.write(`${i + 1}. ${d.name}`, { size: 14, bold: true, gapAfter: 8 });
      flow.write(
        'This file could not be embedded (it may be damaged or protected). Enclose the original file separately.',
      );
    }
  }
  return out.save();
}
