/**
 * Sparse features of an e-mail for the linear classifier: word unigrams and bigrams, character
 * 4-grams inside words (robust to inflection and OCR-ish typos), and the rule analyzer's own
 * verdicts as indicator features, so the hand-tuned patterns inform the model instead of competing.
 */
export type FeatureCounts = Map<string, number>;

const NUMBER = /^\d+$/;

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).map((t) =>
    NUMBER.test(t) ? '#' : t.replace(/'/g, ''),
  );
}

/** Raw feature counts; `ruleHints` are extra named indicators (e.g. 'rule:caseType=FBA Lock'). */
export function extractFeatures(text: string, ruleHints: string[] = []): FeatureCounts {
  const counts: FeatureCounts = new Map();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    add(`w:${token}`);
    if (i > 0) add(`b:${tokens[i - 1]} ${token}`);
    if (token.length >= 4 && token !== '#') {
      const padded = ` ${token} `;
      for (let j = 0; j + 4 <= padded.length; j += 1) add(`c:${padded.slice(j, j + 4)}`);
    }
  }
  for (const hint of ruleHints) add(hint);
  return counts;
}

/**
 * Rule verdicts enter at this fixed value, outside the normalisation, so a long e-mail's many
 * words do not drown what the hand-tuned patterns concluded.
 */
export const RULE_HINT_VALUE = 0.5;

/** log(1 + count), L2-normalised over the word features the model knows; rule hints at a fixed value. */
export function vectorize(
  counts: FeatureCounts,
  index: ReadonlyMap<string, number>,
): { indices: number[]; values: number[] } {
  const indices: number[] = [];
  const values: number[] = [];
  let norm = 0;
  const hints: number[] = [];
  for (const [key, count] of counts) {
    const at = index.get(key);
    if (at === undefined) continue;
    if (key.startsWith('rule:')) {
      hints.push(at);
      continue;
    }
    const value = Math.log1p(count);
    indices.push(at);
    values.push(value);
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return {
    indices: [...indices, ...hints],
    values: [...values.map((v) => v * scale), ...hints.map(() => RULE_HINT_VALUE)],
  };
}
