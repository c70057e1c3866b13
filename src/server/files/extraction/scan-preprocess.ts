import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

/**
 * Turns a seller's scan or phone photo of a page into what tesseract reads best: upright (a page
 * fed sideways or upside down, a phone held the wrong way), straight (a page skewed a few degrees),
 * with text lines about 40 px tall (a 100-dpi scan is upscaled), on flat white paper (grey paper,
 * a shadow across a photo), without the ruled lines of a table (tesseract drops a ruled table's
 * rows whole), with white-on-dark headings turned dark-on-white, and without specks.
 *
 * Everything is measured on the picture itself (no orientation data is bundled with tesseract):
 * text lines make the ink's projection across the page sharp at the right angle only, and Latin
 * text has more ink above its x-height band (capitals, ascenders, digits) than below (descenders),
 * which tells upright from upside down. Runs inside the OCR engine process, on one image at a time.
 */

type Gray = { data: Uint8Array; width: number; height: number };

export type PreparedScan = {
  /** A greyscale PGM, which tesseract's image reader takes without decompressing anything. */
  image: Uint8Array;
  /** Clockwise rotation applied, degrees (quarter turn plus deskew). */
  rotation: number;
  scale: number;
  /** How sure the upright-versus-upside-down call was: 0 (a guess) to 1. */
  uprightCertainty: number;
  /** The same page turned half a turn, for a second reading when the first reads poorly. */
  flipped: () => Uint8Array;
  /**
   * Set when the page was turned (a quarter or a half): the page prepared the same way but not
   * turned. A table's aligned columns can line up nearly as sharply as text rows, and its figures,
   * points and commas lean like upside-down letters, so a turned reading is checked against this.
   */
  unturned: (() => Uint8Array) | null;
};

/** The analysis copy's long side: enough to see text lines, small enough to measure in ms. */
const ANALYSIS_SIDE = 1000;
/**
 * Text line height as measured here (the ink band of a line of 10-pt text is about 30 px at
 * 300 dpi), and below which a page is upscaled to it: tesseract misreads text much smaller.
 */
const TARGET_LINE_PX = 30;
const UPSCALE_BELOW_PX = 19;
const MAX_UPSCALE = 3;
/** The prepared page's size cap: the memory of one page stays bounded whatever the input. */
const MAX_PIXELS = 9_000_000;
/** Below this a pixel of the flattened page counts as ink. */
const INK = 150;
/** How much sharper a quarter turn's row profile must be than the level one to turn the page. */
const QUARTER_TURN_EVIDENCE = 2.5;
/** The least lean (ink below the x-height band over ink above) that turns a page half round. */
const HALF_TURN_LEAN = 0.06;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const luma = (rgba: Uint8ClampedArray, n: number): Uint8Array => {
  const out = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i += 1, j += 4) {
    // Alpha over white: a transparent PNG's background is paper, not black.
    const a = rgba[j + 3] ?? 255;
    const v = ((rgba[j] ?? 0) * 77 + (rgba[j + 1] ?? 0) * 150 + (rgba[j + 2] ?? 0) * 29) >> 8;
    out[i] = a === 255 ? v : Math.round((v * a + 255 * (255 - a)) / 255);
  }
  return out;
};

/** The image drawn turned by `degrees` clockwise about its centre and scaled, as grey pixels. */
function render(image: Image, degrees: number, scale: number): Gray {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = Math.max(1, Math.round((image.width * cos + image.height * sin) * scale));
  const height = Math.max(1, Math.round((image.width * sin + image.height * cos) * scale));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  // Black round a turned page, so the corners join the dark edge clearBorder erases; white
  // under the picture itself (a transparent PNG's background is paper).
  g.fillStyle = '#000000';
  g.fillRect(0, 0, width, height);
  g.imageSmoothingEnabled = true;
  g.imageSmoothingQuality = 'medium';
  g.translate(width / 2, height / 2);
  g.rotate(radians);
  g.scale(scale, scale);
  g.fillStyle = '#ffffff';
  g.fillRect(-image.width / 2, -image.height / 2, image.width, image.height);
  g.drawImage(image, -image.width / 2, -image.height / 2);
  const data = luma(g.getImageData(0, 0, width, height).data, width * height);
  return { data, width, height };
}

/** Paper level per pixel, interpolated between tile centres; each pixel is divided by its own. */
function divideByPaper(gray: Gray, paper: Float32Array, tile: number, cols: number, rows: number) {
  const { data, width, height } = gray;
  // Per row the two tile rows are blended once; each pixel then blends its two tiles across.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weight = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = (x + 0.5) / tile - 0.5;
    const tx = Math.floor(fx);
    left[x] = Math.min(cols - 1, Math.max(0, tx));
    right[x] = Math.min(cols - 1, Math.max(0, tx + 1));
    weight[x] = Math.min(1, Math.max(0, fx - tx));
  }
  const blended = new Float32Array(cols);
  for (let y = 0; y < height; y += 1) {
    const fy = (y + 0.5) / tile - 0.5;
    const ty = Math.floor(fy);
    const wy = Math.min(1, Math.max(0, fy - ty));
    const r0 = Math.min(rows - 1, Math.max(0, ty)) * cols;
    const r1 = Math.min(rows - 1, Math.max(0, ty + 1)) * cols;
    for (let tx = 0; tx < cols; tx += 1)
      blended[tx] = (paper[r0 + tx] ?? 255) * (1 - wy) + (paper[r1 + tx] ?? 255) * wy;
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) {
      const w = weight[x] ?? 0;
      const level = (blended[left[x] ?? 0] ?? 255) * (1 - w) + (blended[right[x] ?? 0] ?? 255) * w;
      const v = ((data[i] ?? 0) * 255) / level;
      data[i] = v >= 255 ? 255 : v;
    }
  }
}

/**
 * Divides out the paper's own shade (grey paper, a shadow, uneven lighting): the paper level of
 * each tile is a bright percentile of its pixels, interpolated between tile centres; then the ink
 * level is stretched to black.
 */
function flatten(gray: Gray): void {
  const { data, width, height } = gray;
  const tile = Math.max(16, Math.round(Math.max(width, height) / 24));
  const cols = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const paper = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let ty = 0; ty < rows; ty += 1) {
    for (let tx = 0; tx < cols; tx += 1) {
      histogram.fill(0);
      const x1 = Math.min(width, (tx + 1) * tile);
      const y1 = Math.min(height, (ty + 1) * tile);
      for (let y = ty * tile; y < y1; y += 1) {
        for (let x = tx * tile, i = y * width + x; x < x1; x += 1, i += 1) {
          const v = data[i] ?? 0;
          histogram[v] = (histogram[v] ?? 0) + 1;
        }
      }
      const count = (x1 - tx * tile) * (y1 - ty * tile);
      // The 85th percentile: paper even where a table or a bold heading covers much of the tile.
      let seen = 0;
      let level = 255;
      for (let v = 0; v < 256; v += 1) {
        seen += histogram[v] ?? 0;
        if (seen >= count * 0.85) {
          level = v;
          break;
        }
      }
      paper[ty * cols + tx] = Math.max(level, 40);
    }
  }
  let lowest = 255;
  let highest = 0;
  for (const level of paper) {
    lowest = Math.min(lowest, level);
    highest = Math.max(highest, level);
  }
  if (highest - lowest <= 24) {
    // Evenly lit paper (a flatbed scan): one level for the whole page, applied by table.
    const level = Math.max(40, median([...paper]));
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v += 1) lut[v] = Math.min(255, Math.round((v * 255) / level));
    for (let i = 0; i < data.length; i += 1) data[i] = lut[data[i] ?? 0] ?? 0;
  } else {
    divideByPaper(gray, paper, tile, cols, rows);
  }
  // Stretch: the ink's own level (the darker side of an Otsu split, its 10th percentile) to
  // black, so faint print on a photo reads as firmly as a laser print.
  const all = new Uint32Array(256);
  for (const v of data) all[v] = (all[v] ?? 0) + 1;
  const split = otsu(all, data.length);
  let below = 0;
  for (let v = 0; v < split; v += 1) below += all[v] ?? 0;
  let seen = 0;
  let ink = 0;
  for (let v = 0; v < split; v += 1) {
    seen += all[v] ?? 0;
    if (seen >= below * 0.1) {
      ink = v;
      break;
    }
  }
  if (below > 0 && ink > 10 && ink < 200) {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v += 1)
      lut[v] = Math.max(0, Math.min(255, Math.round(((v - ink) * 255) / (255 - ink))));
    for (let i = 0; i < data.length; i += 1) data[i] = lut[data[i] ?? 0] ?? 0;
  }
}

/** The grey level that best splits a histogram in two (Otsu). */
function otsu(histogram: Uint32Array, count: number): number {
  let total = 0;
  for (let v = 0; v < 256; v += 1) total += v * (histogram[v] ?? 0);
  let sumBelow = 0;
  let weightBelow = 0;
  let best = 0;
  let split = 128;
  for (let v = 0; v < 256; v += 1) {
    weightBelow += histogram[v] ?? 0;
    if (weightBelow === 0) continue;
    const weightAbove = count - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += v * (histogram[v] ?? 0);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (total - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      split = v + 1;
    }
  }
  return split;
}

type Ink = { xs: Float32Array; ys: Float32Array; count: number; width: number; height: number };

function inkPoints(gray: Gray, limit = 150_000): Ink {
  const { data, width, height } = gray;
  let total = 0;
  for (const v of data) if (v < INK) total += 1;
  const step = Math.max(1, Math.ceil(total / limit));
  const count = Math.ceil(total / step);
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  let n = 0;
  let k = 0;
  for (let i = 0; i < data.length; i += 1) {
    if ((data[i] ?? 255) >= INK) continue;
    if (k++ % step !== 0) continue;
    xs[n] = (i % width) - width / 2;
    ys[n] = Math.floor(i / width) - height / 2;
    n += 1;
  }
  return { xs, ys, count: n, width, height };
}

/** The ink's row profile once the page is turned `degrees` clockwise. */
function profile(ink: Ink, degrees: number): Float64Array {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const half = Math.ceil(Math.hypot(ink.width, ink.height) / 2) + 1;
  const bins = new Float64Array(half * 2 + 1);
  for (let i = 0; i < ink.count; i += 1) {
    const y = (ink.xs[i] ?? 0) * sin + (ink.ys[i] ?? 0) * cos;
    const bin = Math.round(y) + half;
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  return bins;
}

/** How sharply the ink gathers into rows: high when text lines run along them. */
function sharpness(bins: Float64Array, count: number): number {
  let sum = 0;
  for (let i = 1; i < bins.length; i += 1) {
    const d = (bins[i] ?? 0) - (bins[i - 1] ?? 0);
    sum += d * d;
  }
  return sum / Math.max(1, count);
}

type Lines = { heights: number[]; above: number; below: number };
type Segment = { height: number; mass: number; above: number; below: number };

/**
 * The text lines of a row profile: their heights, and the ink above and below their x-height
 * band. Bands of a few specks, and bands far taller than the page's lines (a photo's shadow, a
 * logo), are not text lines and are left out.
 */
function textLines(bins: Float64Array): Lines {
  let peak = 0;
  let first = -1;
  let last = -1;
  bins.forEach((v, i) => {
    peak = Math.max(peak, v);
    if (v > 0) {
      if (first < 0) first = i;
      last = i;
    }
  });
  // Above the level between lines (specks, noise), not only above empty paper.
  const quiet = [...bins.subarray(first, last + 1)].sort((a, b) => a - b);
  const floor = Math.max(peak * 0.04, 2.5 * (quiet[Math.floor(quiet.length / 4)] ?? 0));
  // Measured from the lowest level nearby: a band of shadow or grey paper that survived
  // flattening lifts every row of a stretch of the page, lines and gaps alike.
  const reach = 15;
  const raised = new Float64Array(bins.length);
  for (let i = Math.max(0, first); i <= last; i += 1) {
    let low = Infinity;
    for (let j = Math.max(0, i - reach); j <= Math.min(bins.length - 1, i + reach); j += 1)
      low = Math.min(low, bins[j] ?? 0);
    raised[i] = (bins[i] ?? 0) - low;
  }
  const segments: Segment[] = [];
  let start = -1;
  for (let i = 0; i <= bins.length; i += 1) {
    const on = i < bins.length && (raised[i] ?? 0) > floor;
    if (on && start < 0) start = i;
    if (on || start < 0) continue;
    const end = i; // exclusive
    if (end - start >= 3) {
      let top = 0;
      let mass = 0;
      for (let j = start; j < end; j += 1) {
        top = Math.max(top, bins[j] ?? 0);
        mass += bins[j] ?? 0;
      }
      let core = start;
      while ((bins[core] ?? 0) < top * 0.5) core += 1;
      let coreEnd = end - 1;
      while ((bins[coreEnd] ?? 0) < top * 0.5) coreEnd -= 1;
      let above = 0;
      let below = 0;
      for (let j = start; j < core; j += 1) above += bins[j] ?? 0;
      for (let j = coreEnd + 1; j < end; j += 1) below += bins[j] ?? 0;
      segments.push({ height: end - start, mass, above, below });
    }
    start = -1;
  }
  const typicalMass = median(segments.map((l) => l.mass));
  const weighty = segments.filter((l) => l.mass >= typicalMass * 0.25);
  const typicalHeight = median(weighty.map((l) => l.height));
  const lines = weighty.filter(
    (l) => l.height >= typicalHeight * 0.5 && l.height <= typicalHeight * 2,
  );
  return {
    heights: lines.map((l) => l.height),
    above: lines.reduce((sum, l) => sum + l.above, 0),
    below: lines.reduce((sum, l) => sum + l.below, 0),
  };
}

type Orientation = { degrees: number; lineHeight: number; uprightCertainty: number };

/**
 * The clockwise turn that makes the text lines horizontal and upright: the sharpest row profile
 * within ±10° of level or of a quarter turn, then the ascender test for the half turn.
 */
function orientation(ink: Ink): Orientation | null {
  if (ink.count < 200) return null;
  let best = { degrees: 0, score: -1 };
  const consider = (degrees: number) => {
    const score = sharpness(profile(ink, degrees), ink.count);
    if (score > best.score) best = { degrees, score };
  };
  for (let d = -10; d <= 10; d += 1) consider(d);
  const level = best;
  for (let d = -10; d <= 10; d += 1) consider(90 + d);
  // Upright unless a quarter turn is far sharper: the aligned columns of a table or of a list of
  // look-alike lines make a sideways profile nearly as sharp as the rows (1.2-1.5 times on
  // upright invoices and tables), while a page that is really sideways reads some 3-6 times
  // sharper turned. Turning an upright page reads it as noise.
  if (best.score < level.score * QUARTER_TURN_EVIDENCE) best = level;
  const coarse = best.degrees;
  for (let d = -0.8; d <= 0.8; d += 0.2) if (Math.abs(d) > 0.01) consider(coarse + d);
  const bins = profile(ink, best.degrees);
  const lines = textLines(bins);
  if (lines.heights.length === 0) return null;
  const total = lines.above + lines.below;
  // Upright Latin text has more ink above its x-height band than below it.
  const lean = total === 0 ? 0 : (lines.above - lines.below) / total;
  // Figures and capitals have no ascenders or descenders to tell by: with next to no lean the
  // page is taken as it came (upright), and a poor reading is tried turned (ocr.ts).
  const degrees = lean < -HALF_TURN_LEAN ? best.degrees + 180 : best.degrees;
  return {
    degrees: ((degrees % 360) + 360) % 360,
    lineHeight: median(lines.heights),
    uprightCertainty: Math.min(1, Math.abs(lean) / 0.3),
  };
}

/**
 * Long dark runs along rows (or columns): a thin band of them is a ruled line and is erased; a
 * thick band is a dark bar (a heading printed white on dark) and is inverted.
 */
function clearRuledLines(gray: Gray, lineHeight: number, vertical: boolean): void {
  const { data, width, height } = gray;
  const along = vertical ? height : width;
  const across = vertical ? width : height;
  // Pixel (a, c) of the run direction a and the cross direction c is data[a * step + c * stride].
  const step = vertical ? width : 1;
  const stride = vertical ? 1 : width;
  const minRun = vertical
    ? Math.max(2.5 * lineHeight, along / 40)
    : Math.max(5 * lineHeight, along / 20);
  // Thinner than half a text line: a rule. Thicker, and bounded by paper: a bar to invert.
  const thin = Math.max(3, Math.round(lineHeight / 2));
  // Per row (column): its long runs, or none.
  const spans: (number[] | null)[] = new Array<number[] | null>(across).fill(null);
  for (let c = 0; c < across; c += 1) {
    let start = -1;
    let found: number[] | null = null;
    for (let a = 0, i = c * stride; a <= along; a += 1, i += step) {
      const dark = a < along && (data[i] ?? 255) < 128;
      if (dark) {
        if (start < 0) start = a;
      } else if (start >= 0) {
        if (a - start >= minRun) (found ??= []).push(start, a);
        start = -1;
      }
    }
    spans[c] = found;
  }
  const fill = (c: number, runs: number[], paint: (v: number) => number) => {
    for (let r = 0; r + 1 < runs.length; r += 2) {
      const a1 = runs[r + 1] ?? 0;
      for (let a = runs[r] ?? 0, i = a * step + c * stride; a < a1; a += 1, i += step)
        data[i] = paint(data[i] ?? 255);
    }
  };
  for (let c = 0; c < across;) {
    if (!spans[c]) {
      c += 1;
      continue;
    }
    let end = c;
    while (end < across && spans[end]) end += 1;
    const touchesEdge = c === 0 || end === across;
    if (end - c < thin || (vertical && end - c < lineHeight) || touchesEdge) {
      // A ruled line (or the dark edge of a photo): erase its runs, and grey edge pixels beside.
      for (let k = c; k < end; k += 1) fill(k, spans[k] ?? [], () => 255);
      if (c > 0) fill(c - 1, spans[c] ?? [], (v) => (v < 220 ? 255 : v));
      if (end < across) fill(end, spans[end - 1] ?? [], (v) => (v < 220 ? 255 : v));
    } else if (!vertical && end - c <= lineHeight * 4) {
      // A dark bar: invert the box its long runs span, so its white text reads as dark on white.
      let a0 = along;
      let a1 = 0;
      for (let k = c; k < end; k += 1) {
        const runs = spans[k] ?? [];
        a0 = Math.min(a0, runs[0] ?? along);
        a1 = Math.max(a1, runs[runs.length - 1] ?? 0);
      }
      for (let k = c; k < end; k += 1) fill(k, [a0, a1], (v) => 255 - v);
    }
    c = end;
  }
}

/**
 * Erases the dark ink that touches the picture's edge: a phone photo's table top, the scanner lid
 * beside a crooked page, the dark corner a shadow leaves. A page's text keeps a margin.
 */
function clearBorder(gray: Gray): void {
  const { data, width, height } = gray;
  const stack: number[] = [];
  const push = (i: number) => {
    if ((data[i] ?? 255) < INK) {
      data[i] = 255;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (stack.length > 0) {
    const p = stack.pop() ?? 0;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p + width < data.length) push(p + width);
  }
}

/** Removes specks: dark blobs far smaller than a full stop at this text size. */
function despeckle(gray: Gray, lineHeight: number): void {
  const { data, width, height } = gray;
  const maxArea = Math.max(2, Math.round((lineHeight * 0.11) ** 2));
  const seen = new Uint8Array(data.length);
  const stack: number[] = [];
  const blob = new Int32Array(maxArea);
  for (let i = 0; i < data.length; i += 1) {
    if (seen[i] || (data[i] ?? 255) >= 128) continue;
    let area = 0;
    stack.push(i);
    seen[i] = 1;
    // The whole blob is walked (each pixel once) so no part of a letter is taken for a speck.
    while (stack.length > 0) {
      const p = stack.pop() ?? 0;
      if (area < maxArea) blob[area] = p;
      area += 1;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy += 1) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (!seen[q] && (data[q] ?? 255) < 128) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (area > maxArea) continue;
    for (let k = 0; k < area; k += 1) {
      const p = blob[k] ?? 0;
      data[p] = 255;
      // The blob's grey fringe goes too.
      const x = p % width;
      for (const q of [p - 1, p + 1, p - width, p + width])
        if (q >= 0 && q < data.length && Math.abs((q % width) - x) <= 1 && (data[q] ?? 255) < 220)
          data[q] = 255;
    }
  }
}

function pgm(gray: Gray): Uint8Array {
  const header = Buffer.from(`P5\n${gray.width} ${gray.height}\n255\n`, 'latin1');
  const out = new Uint8Array(header.length + gray.data.length);
  out.set(header, 0);
  out.set(gray.data, header.length);
  return out;
}

function halfTurn(gray: Gray): Gray {
  const data = new Uint8Array(gray.data.length);
  for (let i = 0, j = gray.data.length - 1; i < gray.data.length; i += 1, j -= 1)
    data[i] = gray.data[j] ?? 255;
  return { data, width: gray.width, height: gray.height };
}

/**
 * Prepares an image for tesseract; null when it cannot be decoded or holds no text lines (it is
 * then read as it is, as before).
 */
export async function prepareScan(bytes: Uint8Array): Promise<PreparedScan | null> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (image.width < 16 || image.height < 16) return null;
  const analysisScale = Math.min(1, ANALYSIS_SIDE / Math.max(image.width, image.height));
  const small = render(image, 0, analysisScale);
  flatten(small);
  clearBorder(small);
  despeckle(small, 0);
  const found = orientation(inkPoints(small));
  if (!found) return null;
  const lineHeight = found.lineHeight / analysisScale;
  let scale = 1;
  if (lineHeight > 0 && lineHeight < UPSCALE_BELOW_PX) {
    scale = Math.min(MAX_UPSCALE, TARGET_LINE_PX / lineHeight);
  }
  const pixels = image.width * image.height * scale * scale;
  if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
  // A quarter turn only, or none: skip a sub-degree rotation (it only blurs the page).
  const residual = ((found.degrees + 45) % 90) - 45;
  const degrees = Math.abs(residual) < 0.4 ? found.degrees - residual : found.degrees;
  const finalLine = lineHeight * scale;
  const prepare = (turn: number): Gray => {
    const page = render(image, turn, scale);
    flatten(page);
    clearBorder(page);
    clearRuledLines(page, finalLine, false);
    clearRuledLines(page, finalLine, true);
    despeckle(page, finalLine);
    return page;
  };
  const page = prepare(degrees);
  const quarterTurns = Math.round(degrees / 90);
  return {
    image: pgm(page),
    rotation: degrees,
    scale,
    uprightCertainty: found.uprightCertainty,
    flipped: () => pgm(halfTurn(page)),
    unturned: quarterTurns % 4 !== 0 ? () => pgm(prepare(degrees - quarterTurns * 90)) : null,
  };
}
