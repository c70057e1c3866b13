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

/** Sums weight x hits over the patterns, for each text, scaled by the text's weight. */
export function scorePatterns(texts: WeightedText[], patterns: WeightedPattern[]): number {
  let score = 0;
  for (const { text, weight } of texts) {
    if (weight <= 0 || text.length === 0) continue;
    for (const entry of patterns) {
      score += entry.weight * weight * countMatches(text, entry.pattern, entry.maxHits ?? 1);
    }
  }
  return Math.round(score * 100) / 100;
}
