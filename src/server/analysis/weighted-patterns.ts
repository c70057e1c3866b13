import { findLiterals, mayMatch, registerPatterns, type FoundLiterals } from './literal-prefilter';

/** A phrase family: a pattern, its weight, and how many hits may count (repetition adds little). */
export interface WeightedPattern {
  pattern: RegExp;
  weight: number;
  maxHits?: number;
}

/** A piece of e-mail text and how much it counts (the primary notice 1, earlier mails less). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** A weighted pattern, registered for prefiltering (literal-prefilter.ts) when it is made. */
export function weighted(pattern: RegExp, weight: number, maxHits = 1): WeightedPattern {
  registerPatterns([pattern]);
  return { pattern, weight, maxHits };
}

const globalCopies = new WeakMap<RegExp, RegExp>();

export function countMatches(text: string, pattern: RegExp, max: number): number {
  let global = globalCopies.get(pattern);
  if (!global) {
    global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    globalCopies.set(pattern, global);
  }
  global.lastIndex = 0;
  let count = 0;
  while (count < max && global.exec(text) !== null) count += 1;
  return count;
}

/**
 * One analysis scores the same texts against some twenty pattern families: each text is scanned
 * for the patterns' literals once, and the last few scans are kept (a scan made before some
 * pattern was registered only lets that pattern run).
 */
const recentScans = new Map<string, FoundLiterals>();
const RECENT_SCANS = 64;

function literalsIn(text: string): FoundLiterals {
  let scan = recentScans.get(text);
  if (!scan) {
    scan = findLiterals(text);
    if (recentScans.size >= RECENT_SCANS) recentScans.clear();
    recentScans.set(text, scan);
  }
  return scan;
}

/** Sums weight x hits over the patterns, for each text, scaled by the text's weight. */
export function scorePatterns(texts: WeightedText[], patterns: WeightedPattern[]): number {
  let score = 0;
  for (const { text, weight } of texts) {
    if (weight <= 0 || text.length === 0) continue;
    const found = literalsIn(text);
    for (const entry of patterns) {
      if (!mayMatch(entry.pattern, found)) continue;
      score += entry.weight * weight * countMatches(text, entry.pattern, entry.maxHits ?? 1);
    }
  }
  return Math.round(score * 100) / 100;
}
