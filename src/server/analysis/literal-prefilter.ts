/**
 * Literal prefilters for the analyzer's phrase patterns. Most patterns find nothing in most of a
 * mail (in a 20 KB paste, 9 of 10 pattern-and-part pairs), yet each regular expression reads the
 * whole text to say so. Every match of a pattern contains one of a few plain strings ("recall",
 * "supply chain"); one pass of a string-matching automaton over the text finds which of all the
 * patterns' strings occur, and a pattern none of whose strings occur is not run at all. The
 * answer is the same: a pattern is skipped only where it cannot match.
 */

/** Beyond this many strings a set of alternatives is no longer spelled out. */
const MAX_EXACT = 32;
/** Strings shorter than this occur in nearly every text: not worth looking for. */
const MIN_LITERAL_LENGTH = 3;

/**
 * What a piece of a pattern can match. `exact`: every string it matches, in lower case (a
 * superset: assertions are ignored); `required`: strings one of which every match contains;
 * both null when nothing is known.
 */
interface Info {
  exact: Set<string> | null;
  required: Set<string> | null;
}

const UNKNOWN: Info = { exact: null, required: null };
const EMPTY = (): Info => ({ exact: new Set(['']), required: null });

/** Raised on syntax the reader does not know: the pattern then gets no prefilter. */
class Unsupported extends Error {}

const isAscii = (char: string) => char.length === 1 && char.charCodeAt(0) < 128;

function requiredOf(info: Info): Set<string> | null {
  if (info.exact) return info.exact.has('') ? null : info.exact;
  return info.required;
}

/** The set most likely to rule a text out: its shortest string longest, then the fewest strings. */
function mostSelective(sets: Set<string>[]): Set<string> | null {
  let best: Set<string> | null = null;
  let bestLength = -1;
  for (const set of sets) {
    const length = Math.min(...[...set].map((s) => s.length));
    if (length > bestLength || (length === bestLength && set.size < best!.size)) {
      best = set;
      bestLength = length;
    }
  }
  return best;
}

function concat(items: Info[]): Info {
  let current = new Set(['']);
  let isExact = true;
  const candidates: Set<string>[] = [];
  const flush = () => {
    if (!current.has('')) candidates.push(current);
  };
  for (const item of items) {
    if (item.exact && current.size * item.exact.size <= MAX_EXACT) {
      const product = new Set<string>();
      for (const a of current) for (const b of item.exact) product.add(a + b);
      current = product;
      continue;
    }
    isExact = false;
    flush();
    if (item.exact) current = item.exact;
    else {
      current = new Set(['']);
      if (item.required) candidates.push(item.required);
    }
  }
  if (isExact) return { exact: current, required: null };
  flush();
  return { exact: null, required: mostSelective(candidates) };
}

function alternate(branches: Info[]): Info {
  if (branches.every((b) => b.exact)) {
    const union = new Set(branches.flatMap((b) => [...b.exact!]));
    if (union.size <= MAX_EXACT) return { exact: union, required: null };
  }
  const union = new Set<string>();
  for (const branch of branches) {
    const required = requiredOf(branch);
    if (!required) return UNKNOWN;
    for (const s of required) union.add(s);
  }
  return { exact: null, required: union };
}

function repeat(item: Info, min: number, max: number): Info {
  if (min === 1 && max === 1) return item;
  if (min === 0)
    return max === 1 && item.exact
      ? { exact: new Set([...item.exact, '']), required: null }
      : UNKNOWN;
  return { exact: null, required: requiredOf(item) };
}

/** Reads a pattern's source (the syntax of JavaScript regular expressions) into an Info. */
class Reader {
  private at = 0;

  constructor(private readonly source: string) {}

  read(): Info {
    const info = this.alternation();
    if (this.at < this.source.length) throw new Unsupported();
    return info;
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : alternate(branches);
  }

  private sequence(): Info {
    const items: Info[] = [];
    while (
      this.at < this.source.length &&
      this.source[this.at] !== '|' &&
      this.source[this.at] !== ')'
    )
      items.push(this.quantified(this.atom()));
    return concat(items);
  }

  private quantified(atom: Info): Info {
    const rest = this.source.slice(this.at);
    const braces = /^\{(\d+)(?:(,)(\d*))?\}/.exec(rest);
    let min: number;
    let max: number;
    if (rest[0] === '*') [min, max] = [0, Infinity];
    else if (rest[0] === '+') [min, max] = [1, Infinity];
    else if (rest[0] === '?') [min, max] = [0, 1];
    else if (braces) {
      min = Number(braces[1]);
      max = braces[2] ? (braces[3] ? Number(braces[3]) : Infinity) : min;
    } else return atom;
    this.at += braces ? braces[0].length : 1;
    if (this.source[this.at] === '?') this.at += 1;
    return repeat(atom, min, max);
  }

  private char(char: string): Info {
    if (!isAscii(char)) return UNKNOWN;
    return { exact: new Set([char.toLowerCase()]), required: null };
  }

  private atom(): Info {
    const c = this.source[this.at]!;
    this.at += 1;
    if (c === '^' || c === '$') return EMPTY();
    if (c === '.') return UNKNOWN;
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '(') return this.group();
    if (c === '*' || c === '+' || c === '?') throw new Unsupported();
    return this.char(c);
  }

  private group(): Info {
    const rest = this.source.slice(this.at);
    const opener = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(rest)?.[0] ?? '';
    if (opener === '' && rest[0] === '?') throw new Unsupported();
    this.at += opener.length;
    const inner = this.alternation();
    if (this.source[this.at] !== ')') throw new Unsupported();
    this.at += 1;
    // A lookaround matches no text of its own.
    return ['?=', '?!', '?<=', '?<!'].includes(opener) ? EMPTY() : inner;
  }

  /** One escape; null for a class escape (\d, \w, …) or anything not a plain character. */
  private escapedChar(): string | null {
    const c = this.source[this.at]!;
    this.at += 1;
    const take = (pattern: RegExp) => {
      const taken = pattern.exec(this.source.slice(this.at))?.[0];
      if (taken === undefined) throw new Unsupported();
      this.at += taken.length;
      return taken;
    };
    if (c === 'n') return '\n';
    if (c === 'r') return '\r';
    if (c === 't') return '\t';
    if (c === 'v') return '\v';
    if (c === 'f') return '\f';
    if (c === 'x') return String.fromCharCode(parseInt(take(/^[0-9a-fA-F]{2}/), 16));
    if (c === 'u') {
      if (this.source[this.at] !== '{')
        return String.fromCharCode(parseInt(take(/^[0-9a-fA-F]{4}/), 16));
      take(/^\{[^}]*\}/);
      return null;
    }
    // Back references and octal escapes (all their digits), \cX, \k<name>, \p{…}: whatever
    // they match is not known here.
    if (/[0-9]/.test(c)) take(/^[0-9]*/);
    else if (c === 'c') take(/^[A-Za-z]/);
    else if (c === 'k' && this.source[this.at] === '<') take(/^<[^>]*>/);
    else if ((c === 'p' || c === 'P') && this.source[this.at] === '{') take(/^\{[^}]*\}/);
    return /[dDwWsSbB0-9ckpP]/.test(c) ? null : c;
  }

  private escape(): Info {
    const c = this.source[this.at];
    if (c === 'b' || c === 'B') {
      this.at += 1;
      return EMPTY();
    }
    const char = this.escapedChar();
    return char === null ? UNKNOWN : this.char(char);
  }

  private charClass(): Info {
    const negated = this.source[this.at] === '^';
    if (negated) this.at += 1;
    const members = new Set<string>();
    let known = !negated;
    const next = (): string | null => {
      const c = this.source[this.at];
      if (c === undefined) throw new Unsupported();
      if (c !== '\\') {
        this.at += 1;
        return c;
      }
      this.at += 1;
      if (this.source[this.at] === 'b') {
        this.at += 1;
        return '\b';
      }
      return this.escapedChar();
    };
    while (this.source[this.at] !== ']') {
      const from = next();
      if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']') {
        this.at += 1;
        const to = next();
        if (from === null || to === null) throw new Unsupported();
        const start = from.charCodeAt(0);
        const end = to.charCodeAt(0);
        if (end - start > MAX_EXACT) known = false;
        else for (let code = start; code <= end; code += 1) members.add(String.fromCharCode(code));
      } else if (from === null) known = false;
      else members.add(from);
    }
    this.at += 1;
    if (!known || members.size > MAX_EXACT || ![...members].every(isAscii)) return UNKNOWN;
    return { exact: new Set([...members].map((m) => m.toLowerCase())), required: null };
  }
}

/**
 * Strings (lower case ASCII) one of which occurs, in any letter case, in every text the pattern
 * matches; null when no such set is known. Under a case-insensitive Unicode pattern 's' also
 * matches 'ſ' and 'k' the Kelvin sign, which lower-casing keeps apart: those get no prefilter.
 */
export function requiredLiterals(pattern: RegExp): string[] | null {
  if (pattern.flags.includes('v') || (pattern.unicode && pattern.ignoreCase)) return null;
  let info: Info;
  try {
    info = new Reader(pattern.source).read();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  const required = requiredOf(info);
  if (!required || [...required].some((s) => s.length < MIN_LITERAL_LENGTH)) return null;
  // A string that contains another of the set adds nothing: the shorter one is there too.
  const strings = [...required];
  return strings.filter((s) => !strings.some((t) => t !== s && s.includes(t))).sort();
}

/**
 * Which of a fixed list of strings (lower case ASCII) occur in a text, ASCII letters of either
 * case: an Aho-Corasick automaton, one step per character of the text.
 */
export class LiteralScanner {
  readonly size: number;
  /** Character classes: 0 for every character no string has, then one per character used. */
  private readonly classOf = new Uint8Array(128);
  private readonly width: number;
  /** next[state * width + class]: the automaton's move, failure links already followed. */
  private readonly next: Int32Array;
  /** The strings that end at a state: outIds[outStart[state] .. outStart[state + 1]). */
  private readonly outStart: Int32Array;
  private readonly outIds: Int32Array;

  constructor(literals: readonly string[]) {
    this.size = literals.length;
    let width = 1;
    for (const literal of literals) {
      if (literal === '') throw new Error('the empty string occurs in every text');
      for (const char of literal) {
        const code = char.charCodeAt(0);
        if (code >= 128 || (code >= 65 && code <= 90))
          throw new Error(`not lower case ASCII: ${JSON.stringify(literal)}`);
        if (this.classOf[code] === 0) this.classOf[code] = width++;
      }
    }
    this.width = width;
    const stateCount = 1 + literals.reduce((sum, l) => sum + l.length, 0);
    const next = new Int32Array(stateCount * width).fill(-1);
    const ends: number[][] = [[]];
    let states = 1;
    literals.forEach((literal, id) => {
      let state = 0;
      for (const char of literal) {
        const at = state * width + this.classOf[char.charCodeAt(0)]!;
        if (next[at]! < 0) {
          next[at] = states++;
          ends.push([]);
        }
        state = next[at]!;
      }
      ends[state]!.push(id);
    });
    // Breadth first, each state's failure state is complete before its children need it.
    const fail = new Int32Array(states);
    const outputs: number[][] = ends.map(() => []);
    const queue: number[] = [];
    for (let c = 0; c < width; c += 1) {
      const child = next[c]!;
      if (child > 0) queue.push(child);
      else next[c] = 0;
    }
    outputs[0] = ends[0]!;
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      outputs[state] = [...ends[state]!, ...outputs[fail[state]!]!];
      for (let c = 0; c < width; c += 1) {
        const at = state * width + c;
        const child = next[at]!;
        const fallback = next[fail[state]! * width + c]!;
        if (child > 0) {
          fail[child] = fallback;
          queue.push(child);
        } else next[at] = fallback;
      }
    }
    // Moves name the next state's row; negated when strings end there.
    this.next = next.slice(0, states * width);
    for (let at = 0; at < this.next.length; at += 1) {
      const target = this.next[at]!;
      this.next[at] = (outputs[target]!.length > 0 ? -1 : 1) * target * width;
    }
    for (let code = 65; code <= 90; code += 1) this.classOf[code] = this.classOf[code + 32]!;
    this.outStart = new Int32Array(states + 1);
    for (let state = 0; state < states; state += 1)
      this.outStart[state + 1] = this.outStart[state]! + outputs[state]!.length;
    this.outIds = Int32Array.from(outputs.slice(0, states).flat());
  }

  /** The ids of the strings that occur in the text, each once, with found[id] set to 1 for them. */
  scan(text: string, found: Uint8Array): number[] {
    const ids: number[] = [];
    const { classOf, width, next, outStart, outIds } = this;
    let row = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      row = next[row + (code < 128 ? classOf[code]! : 0)]!;
      if (row < 0) {
        row = -row;
        const state = row / width;
        for (let o = outStart[state]!; o < outStart[state + 1]!; o += 1) {
          const id = outIds[o]!;
          if (found[id] === 0) {
            found[id] = 1;
            ids.push(id);
          }
        }
      }
    }
    return ids;
  }
}

/**
 * A registered pattern: its slot in the registry and the ids of its strings (null: none known;
 * undefined: its source not read yet).
 */
export interface Prefilter {
  readonly slot: number;
  ids: readonly number[] | null | undefined;
}

/** Every string some registered pattern requires, by id, with the slots of those patterns. */
const literals: string[] = [];
const literalIds = new Map<string, number>();
const slotsOfLiteral: number[][] = [];
const prefilters = new Map<RegExp, Prefilter>();
let scanner: LiteralScanner | null = null;
/**
 * Registered patterns whose sources are not read yet. Reading all of them takes some 20 ms; it
 * waits for the first scan so the server's start-up does not pay it.
 */
const unread: Array<[RegExp, Prefilter]> = [];

function readUnread(): void {
  for (const [pattern, prefilter] of unread.splice(0))
    prefilter.ids =
      requiredLiterals(pattern)?.map((literal) => {
        let id = literalIds.get(literal);
        if (id === undefined) {
          id = literals.push(literal) - 1;
          literalIds.set(literal, id);
          slotsOfLiteral.push([]);
        }
        slotsOfLiteral[id]!.push(prefilter.slot);
        return id;
      }) ?? null;
}

/**
 * A pattern's prefilter, registering the pattern when it is new. Register patterns ahead of use
 * (module constants, when they are made), so the automaton is built once with all of them; one
 * first seen later still works, its strings joining at the next rebuild.
 */
export function prefilterOf(pattern: RegExp): Prefilter {
  let prefilter = prefilters.get(pattern);
  if (!prefilter) {
    prefilter = { slot: prefilters.size, ids: undefined };
    prefilters.set(pattern, prefilter);
    unread.push([pattern, prefilter]);
  }
  return prefilter;
}

export function registerPatterns(patterns: Iterable<RegExp>): void {
  for (const pattern of patterns) prefilterOf(pattern);
}

/** For tests: every pattern registered so far. */
export function registeredPatterns(): RegExp[] {
  return [...prefilters.keys()];
}

/** What a scan of a text found: the registered strings in it, and the patterns that may match. */
export interface FoundLiterals {
  readonly literalCount: number;
  readonly found: Uint8Array;
  /** 1 for each registered pattern one of whose strings occurs (the slots known at the scan). */
  readonly candidates: Uint8Array;
}

export function findLiterals(text: string): FoundLiterals {
  readUnread();
  if (!scanner || scanner.size !== literals.length) scanner = new LiteralScanner(literals);
  const found = new Uint8Array(scanner.size);
  const candidates = new Uint8Array(prefilters.size);
  for (const id of scanner.scan(text, found))
    for (const slot of slotsOfLiteral[id]!) candidates[slot] = 1;
  return { literalCount: found.length, found, candidates };
}

/**
 * False only when the pattern cannot match the text the literals were found in. A pattern never
 * registered is not looked into (registering every pattern passed would keep them all).
 */
export function mayMatch(pattern: RegExp | Prefilter, scan: FoundLiterals): boolean {
  const prefilter = pattern instanceof RegExp ? prefilters.get(pattern) : pattern;
  if (prefilter?.ids === undefined) readUnread();
  if (!prefilter || !prefilter.ids) return true;
  const { slot, ids } = prefilter;
  if (slot < scan.candidates.length) return scan.candidates[slot] === 1;
  // Registered after the scan: its strings may not have been looked for.
  return ids.some((id) => id >= scan.literalCount || scan.found[id] === 1);
}
