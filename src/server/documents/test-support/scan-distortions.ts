import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { seededRandom as random } from '../../test-support/seeded-random';

/**
 * Pictures of documents as sellers send them: office scans and phone photos, rotated, skewed,
 * at 100–150 dpi, on grey paper with a shadow, speckled, stamped and signed over, JPEG-compressed.
 * Deterministic (seeded noise), so a test that reads one gets the same pixels every run.
 *
 * A line starting with `# ` is a heading (drawn white on a dark bar when `invertedHeadings`);
 * a line holding ` | ` is a table row, drawn in ruled cells.
 */
export type ScanOptions = {
  /** Scan resolution; the page is US Letter. */
  dpi?: number;
  /** Body text size in points (10 is ordinary print, 7 small print). */
  fontPt?: number;
  /** Quarter turns of the whole page, clockwise, as a phone held sideways or a page fed upside down. */
  rotate?: 0 | 90 | 180 | 270;
  /** A page fed or photographed crooked, degrees (clockwise positive). */
  skewDeg?: number;
  /** Paper grey level 0–255 (255 is white) and a shadow darkening one side, 0–1. */
  paper?: number;
  shadow?: number;
  /** Share of pixels turned into dark specks. */
  speckle?: number;
  /** A round company stamp and a signature scribble over the lower text. */
  stamp?: boolean;
  /** Headings drawn white on a dark bar. */
  invertedHeadings?: boolean;
  /** Body lines laid out in two columns. */
  twoColumns?: boolean;
  /** Encode as JPEG at this quality (1–100) instead of PNG. */
  jpegQuality?: number;
  seed?: number;
};

export type Scan = { bytes: Buffer; kind: 'png' | 'jpeg'; width: number; height: number };

const isTableRow = (line: string) => line.includes(' | ');

function drawTable(
  g: SKRSContext2D,
  rows: string[][],
  x: number,
  y: number,
  w: number,
  lh: number,
) {
  const columns = Math.max(...rows.map((r) => r.length));
  // The first column (descriptions) gets the room; the others share the rest.
  const firstShare = columns > 1 ? 0.46 : 1;
  const widths = Array.from({ length: columns }, (_, i) =>
    i === 0 ? w * firstShare : (w * (1 - firstShare)) / (columns - 1),
  );
  g.lineWidth = Math.max(1, lh / 14);
  rows.forEach((row, r) => {
    const top = y + r * lh;
    g.strokeRect(x, top, w, lh);
    let cx = x;
    row.forEach((cell, c) => {
      if (c > 0) {
        g.beginPath();
        g.moveTo(cx, top);
        g.lineTo(cx, top + lh);
        g.stroke();
      }
      g.fillText(cell, cx + lh * 0.25, top + lh * 0.72, (widths[c] ?? 0) - lh * 0.4);
      cx += widths[c] ?? 0;
    });
  });
}

function drawPage(lines: string[], o: Required<ScanOptions>): Canvas {
  const width = Math.round(8.5 * o.dpi);
  const height = Math.round(11 * o.dpi);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = `rgb(${o.paper},${o.paper},${Math.max(0, o.paper - 6)})`;
  g.fillRect(0, 0, width, height);
  const px = (o.fontPt * o.dpi) / 72;
  const lh = px * 1.6;
  const margin = 0.75 * o.dpi;
  const ink = '#1c1c1c';
  g.textBaseline = 'alphabetic';
  let y = margin + px;
  const body: string[] = [];
  const columnStart = o.twoColumns ? lines.findIndex((l) => !l.startsWith('# ')) : -1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (o.twoColumns && i >= columnStart && columnStart >= 0) {
      body.push(line);
      continue;
    }
    if (line.startsWith('# ')) {
      const text = line.slice(2);
      g.font = `bold ${Math.round(px * 1.35)}px sans-serif`;
      if (o.invertedHeadings) {
        g.fillStyle = '#2a2a3a';
        g.fillRect(margin - px * 0.4, y - px * 1.35, width - 2 * margin + px * 0.8, px * 1.9);
        g.fillStyle = '#f4f4f4';
      } else g.fillStyle = ink;
      g.fillText(text, margin, y);
      y += lh * 1.5;
      continue;
    }
    g.font = `${Math.round(px)}px sans-serif`;
    g.fillStyle = ink;
    g.strokeStyle = '#333333';
    if (isTableRow(line)) {
      const rows: string[][] = [];
      while (i < lines.length && isTableRow(lines[i] ?? '')) {
        rows.push((lines[i] ?? '').split(' | ').map((c) => c.trim()));
        i += 1;
      }
      i -= 1;
      drawTable(g, rows, margin, y - px, width - 2 * margin, lh * 1.2);
      y += rows.length * lh * 1.2 + lh * 0.5;
      continue;
    }
    g.fillText(line, margin, y, width - 2 * margin);
    y += lh;
  }
  if (body.length > 0) {
    g.font = `${Math.round(px)}px sans-serif`;
    g.fillStyle = ink;
    const half = Math.ceil(body.length / 2);
    const columnWidth = (width - 2 * margin - 0.4 * o.dpi) / 2;
    body.forEach((line, i) => {
      const column = i < half ? 0 : 1;
      const row = column === 0 ? i : i - half;
      g.fillText(line, margin + column * (columnWidth + 0.4 * o.dpi), y + row * lh, columnWidth);
    });
    y += half * lh;
  }
  if (o.stamp) {
    // A red company chop half over the last lines, and a blue signature across them.
    const r = 0.7 * o.dpi;
    const cx = width * 0.62;
    const cy = Math.min(height - r - 10, y - lh * 1.5);
    g.strokeStyle = 'rgba(200, 30, 40, 0.75)';
    g.lineWidth = Math.max(2, o.dpi / 60);
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.beginPath();
    g.arc(cx, cy, r * 0.72, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = 'rgba(200, 30, 40, 0.75)';
    g.font = `bold ${Math.round(r * 0.28)}px sans-serif`;
    g.fillText('APPROVED', cx - r * 0.62, cy + r * 0.1);
    g.strokeStyle = 'rgba(20, 40, 160, 0.85)';
    g.lineWidth = Math.max(2, o.dpi / 80);
    g.beginPath();
    const sx = margin + o.dpi * 0.3;
    const sy = y - lh * 0.6;
    g.moveTo(sx, sy);
    for (let k = 1; k <= 8; k += 1) {
      g.bezierCurveTo(
        sx + k * o.dpi * 0.18 - o.dpi * 0.1,
        sy - (k % 2 ? 1 : -1) * o.dpi * 0.3,
        sx + k * o.dpi * 0.18 - o.dpi * 0.05,
        sy + (k % 2 ? 1 : -1) * o.dpi * 0.25,
        sx + k * o.dpi * 0.18,
        sy,
      );
    }
    g.stroke();
  }
  if (o.shadow > 0) {
    const gradient = g.createLinearGradient(0, 0, width, height * 0.4);
    gradient.addColorStop(0, `rgba(0,0,0,${o.shadow})`);
    gradient.addColorStop(0.55, 'rgba(0,0,0,0)');
    g.fillStyle = gradient;
    g.fillRect(0, 0, width, height);
  }
  if (o.speckle > 0) {
    const rand = random(o.seed);
    const image = g.getImageData(0, 0, width, height);
    const specks = Math.round(width * height * o.speckle);
    for (let s = 0; s < specks; s += 1) {
      const x = Math.floor(rand() * width);
      const yy = Math.floor(rand() * height);
      const size = rand() < 0.8 ? 1 : 2;
      const shade = Math.floor(rand() * 90);
      for (let dy = 0; dy < size; dy += 1)
        for (let dx = 0; dx < size; dx += 1) {
          const at = ((yy + dy) * width + x + dx) * 4;
          if (at + 2 < image.data.length) {
            image.data[at] = shade;
            image.data[at + 1] = shade;
            image.data[at + 2] = shade;
          }
        }
    }
    g.putImageData(image, 0, 0);
  }
  return canvas;
}

function turned(source: Canvas, degrees: number, paper: number, quarter: boolean): Canvas {
  const radians = (degrees * Math.PI) / 180;
  const swap = quarter && (degrees === 90 || degrees === 270);
  const width = swap ? source.height : source.width;
  const height = swap ? source.width : source.height;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  // What shows around a crooked page: the darker scanner lid or table.
  g.fillStyle = `rgb(${paper - 40},${paper - 40},${paper - 40})`;
  g.fillRect(0, 0, width, height);
  g.translate(width / 2, height / 2);
  g.rotate(radians);
  g.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

/** The picture of a page of `lines` after the distortions in `options`. */
export function scanImage(lines: string[], options: ScanOptions = {}): Scan {
  const o: Required<ScanOptions> = {
    dpi: 200,
    fontPt: 10,
    rotate: 0,
    skewDeg: 0,
    paper: 255,
    shadow: 0,
    speckle: 0,
    stamp: false,
    invertedHeadings: false,
    twoColumns: false,
    jpegQuality: 0,
    seed: 7,
    ...options,
  };
  let canvas = drawPage(lines, o);
  if (o.skewDeg !== 0) canvas = turned(canvas, o.skewDeg, o.paper, false);
  if (o.rotate !== 0) canvas = turned(canvas, o.rotate, o.paper, true);
  const bytes =
    o.jpegQuality > 0 ? canvas.toBuffer('image/jpeg', o.jpegQuality) : canvas.toBuffer('image/png');
  return {
    bytes,
    kind: o.jpegQuality > 0 ? 'jpeg' : 'png',
    width: canvas.width,
    height: canvas.height,
  };
}

/** The text a perfect reader would return for `lines` (headings unmarked, table cells spaced). */
export function scanSourceText(lines: string[]): string {
  return lines.map((l) => (l.startsWith('# ') ? l.slice(2) : l.split(' | ').join('  '))).join('\n');
}
