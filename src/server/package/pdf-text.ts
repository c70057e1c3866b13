import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 56 } as const;

/** The standard PDF fonts speak WinAnsi only; anything else would throw, so it is replaced. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7E\n\u00A0-\u00FF]/g, '?');
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
      } else {
        if (line) lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes flowing text, adding pages as it fills them. */
export class TextFlow {
  private page: PDFPage;
  private y: number;
  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  static async start(doc: PDFDocument): Promise<TextFlow> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new TextFlow(doc, { regular, bold });
  }

  write(
    text: string,
    options: { size?: number; bold?: boolean; gapAfter?: number; indent?: number } = {},
  ): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y - size,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      this.y -= size * 1.4;
    }
    this.y -= options.gapAfter ?? 4;
  }

  list(items: string[]): void {
    for (const item of items) this.write(`- ${item}`, { indent: 12 });
    this.y -= 6;
  }
}
