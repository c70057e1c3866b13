/**
 * Sparse features of an e-mail for the linear classifier: word unigrams and bigrams, character
 * 4-grams inside words (robust to inflection and OCR-ish typos), and the rule analyzer's own
 * verdicts as indicator features, so the hand-tuned patterns inform the model instead of competing.
 */
export type FeatureCounts = Map<string, number>;

const NUMBER = /^\d+$/;

export function tokenize(text: string): string[] {
  const tokens = text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    // Only a token that starts with a digit can be a number, only one with a quote holds one.
    if (token.charCodeAt(0) <= 57 && NUMBER.test(token)) tokens[i] = '#';
    else if (token.includes("'")) tokens[i] = token.replace(/'/g, '');
  }
  return tokens;
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

/** Tokens are made of these (lower case, quotes dropped), and 4-grams pad them with spaces. */
const GRAM_ALPHABET = ' 0123456789abcdefghijklmnopqrstuvwxyz';
const GRAM_BASE = GRAM_ALPHABET.length;
const gramDigit = new Int8Array(128).fill(-1);
for (let i = 0; i < GRAM_BASE; i += 1) gramDigit[GRAM_ALPHABET.charCodeAt(i)] = i;

/** The 4 characters of text at `at` as one number, or -1 when one is outside GRAM_ALPHABET. */
function gramCode(text: string, at: number): number {
  let code = 0;
  for (let i = at; i < at + 4; i += 1) {
    const c = text.charCodeAt(i);
    const digit = c < 128 ? gramDigit[c]! : -1;
    if (digit < 0) return -1;
    code = code * GRAM_BASE + digit;
  }
  return code;
}

/** What one distinct token of a text contributes: looked up once, however often it recurs. */
interface TokenFeatures {
  /** Index of `w:token`, or -1 when the model does not know it. */
  word: number;
  /** Indices of the known `c:` 4-grams, in order, repeats kept (each counts). */
  grams: number[];
  /** Known bigrams that start with this token, by their second token. */
  next: ReadonlyMap<string, number> | undefined;
}

/**
 * vectorize(extractFeatures(text, hints), index) without a string key per feature occurrence:
 * a 20 KB mail has some 10,000 of them, most unknown to the model or repeats. Features are
 * counted by index in the order they first occur, as the Map of extractFeatures keeps them, so
 * the vector (and every sum over it) comes out bit for bit the same.
 */
export class FeatureIndex {
  private readonly size: number;
  /** Feature indices by the text after the prefix, so a lookup builds no 'w:' key. */
  private readonly words = new Map<string, number>();
  /** 4-grams by gramCode: a number is looked up without building a string per 4-gram. */
  private readonly grams = new Map<number, number>();
  private readonly bigrams = new Map<string, Map<string, number>>();

  constructor(private readonly index: ReadonlyMap<string, number>) {
    let size = 0;
    for (const [key, at] of index) {
      size = Math.max(size, at + 1);
      if (key.startsWith('w:')) this.words.set(key.slice(2), at);
      else if (key.startsWith('c:')) {
        const code = key.length === 6 ? gramCode(key, 2) : -1;
        // Other 4-grams hold a letter no token has: never found in a text.
        if (code >= 0) this.grams.set(code, at);
      } else if (key.startsWith('b:')) {
        // Tokens hold no spaces: the first one after the prefix separates the pair.
        const space = key.indexOf(' ', 2);
        if (space < 0) continue;
        const first = key.slice(2, space);
        let next = this.bigrams.get(first);
        if (!next) this.bigrams.set(first, (next = new Map()));
        next.set(key.slice(space + 1), at);
      }
    }
    this.size = size;
  }

  private featuresOf(token: string): TokenFeatures {
    const grams: number[] = [];
    if (token.length >= 4 && token !== '#') {
      const padded = ` ${token} `;
      for (let j = 0; j + 4 <= padded.length; j += 1) {
        const at = this.grams.get(gramCode(padded, j));
        if (at !== undefined) grams.push(at);
      }
    }
    return { word: this.words.get(token) ?? -1, grams, next: this.bigrams.get(token) };
  }

  vector(text: string, ruleHints: string[] = []): { indices: number[]; values: number[] } {
    const counts = new Uint32Array(this.size);
    const order: number[] = [];
    const add = (at: number) => {
      if (counts[at]! === 0) order.push(at);
      counts[at]! += 1;
    };
    const seen = new Map<string, TokenFeatures>();
    let previous: TokenFeatures | null = null;
    for (const token of tokenize(text)) {
      let features = seen.get(token);
      if (!features) seen.set(token, (features = this.featuresOf(token)));
      if (features.word >= 0) add(features.word);
      const bigram = previous?.next?.get(token);
      if (bigram !== undefined) add(bigram);
      for (const at of features.grams) add(at);
      previous = features;
    }
    const hints: number[] = [];
    for (const hint of ruleHints) {
      const at = this.index.get(hint);
      if (at === undefined) continue;
      if (!hint.startsWith('rule:')) add(at);
      else if (counts[at]! === 0) {
        counts[at] = 1;
        hints.push(at);
      }
    }
    const values: number[] = [];
    let norm = 0;
    for (const at of order) {
      const value = Math.log1p(counts[at]!);
      values.push(value);
      norm += value * value;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    // Built in place: spreading these arrays of changing kinds made V8 drop its optimised code
    // on every call.
    for (let i = 0; i < values.length; i += 1) values[i] = values[i]! * scale;
    for (const at of hints) {
      order.push(at);
      values.push(RULE_HINT_VALUE);
    }
    return { indices: order, values };
  }
}
