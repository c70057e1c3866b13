export interface Sentence {
  readonly text: string;
  /** A bullet or numbered list item, a 'Label: value' line, or a table row. */
  readonly isListItem: boolean;
  readonly index: number;
  /** Which blank-line separated paragraph of the text it is in. */
  readonly paragraph: number;
  /**
   * The list item whose line it is on (a list item's own, or the one it runs on from), by how
   * far it is indented and its kind of bullet ('•', '-', '1.', 'a)' for a) and (i), 'field').
   */
  readonly item?: ListItemMark;
  /** A table row's cells, '|' or tab separated. */
  readonly cells?: readonly string[];
}

export interface ListItemMark {
  readonly indent: number;
  readonly marker: string;
}

const LIST_ITEM =
  /^(--?|[*\u2022\u25cf\u25aa\u2013\u2014\u00b7\u25e6\u25cb\u25a0\u25a1\u25ba\u25b8\u27a2\u27a4\u2192\u2713\u2714\u00bb]|\d{1,2}[.)]|\(\d{1,2}\)|\(?(?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x)\))\s*(?=\S)/;
/** Pasted notices often lose their line breaks: "… documents: -- A business license -- A utility bill". */
const INLINE_BULLET =
  /(?<!\s)\s+(?=(?:--|\u2022|\u25cf|\u25aa|\u25e6|\u25a0|\u27a2|\u27a4|\u25ba)\s*\S)/;
/**
 * A full stop before a capital or a digit ends a sentence, except after an abbreviation that
 * is followed by a number or name: "by Dec. 3", "No. 5", "e.g. Invoices", "approx. 30 days";
 * nor after a German ordinal day before its month: "bis zum 3. Dezember 2024".
 */
const SENTENCE_END =
  /(?<=[.!?])(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|Nos|e\.g|i\.e|approx|incl)\.)(?<!(?<!\d)\d{1,2}\.(?=\s+(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b))\s+(?=["\u201c(]?[A-Z0-9])/;
const FIELD_LINE = /^[A-Z][\w ()/#-]{0,30}:\s*\S/;

/**
 * One analysis splits the same two texts (the cleaned mail, the notice's body) several times
 * over: the last two splits are kept, and shared, hence read-only.
 */
const recent: { text: string; sentences: readonly Sentence[] }[] = [];

/**
 * Splits cleaned e-mail text into sentences. Hard-wrapped lines of a paragraph are joined;
 * list items and 'Label: value' lines stay on their own, with the bullet removed.
 */
export function splitSentences(text: string): readonly Sentence[] {
  const kept = recent.find((r) => r.text === text);
  if (kept) return kept.sentences;
  const sentences = split(text);
  recent.unshift({ text, sentences });
  recent.length = Math.min(recent.length, 2);
  return sentences;
}

/** A table row: at least two cells between '|' or tabs ("| Invoice | Dated within 365 days |"). */
function cellsOf(line: string): string[] | null {
  if (!line.includes('|') && !line.includes('\t')) return null;
  const cells = line
    .replace(/^\||\|$/g, '')
    .split(line.includes('|') ? '|' : '\t')
    .map((cell) => cell.trim());
  return cells.filter(Boolean).length >= 2 ? cells : null;
}

/** A markdown table's rule under its header: "|---|:---:|". */
const isTableRule = (line: string) =>
  line.includes('|') && line.includes('---') && /^[\s|:-]+$/.test(line);

/**
 * Hard-wrapped lines rejoined; a word hyphenated at the break ("Declaration of Con-" /
 * "formity") is whole again.
 */
function joinLines(lines: string[]): string {
  const pieces: string[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const breaksWord =
      next !== undefined && /^[a-z]{2}-$/i.test(line.slice(-3)) && /^[a-z]/.test(next);
    pieces.push(breaksWord ? line.slice(0, -1) : line);
    if (next !== undefined && !breaksWord) pieces.push(' ');
  });
  return pieces.join('');
}

function split(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let paragraphIndex = 0;
  const push = (value: string, isListItem: boolean, item?: ListItemMark, cells?: string[]) => {
    // Each run of white space becomes one space; a lone space is left as it is.
    const clean = value.replace(/[^\S ]\s*| \s+/g, ' ').trim();
    if (clean.length > 0)
      sentences.push({
        text: clean,
        isListItem,
        index: sentences.length,
        paragraph: paragraphIndex,
        ...(item ? { item } : {}),
        ...(cells ? { cells } : {}),
      });
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    let prose: string[] = [];
    const flush = () => {
      for (const s of joinLines(prose).split(SENTENCE_END)) push(s, false);
      prose = [];
    };
    // The list item being read: lines indented under it, or going on in lower case, belong to it.
    let itemLines: string[] = [];
    let mark: ListItemMark | null = null;
    const flushItem = () => {
      if (!mark) return;
      // A pasted list can run on into the prose after it: only the first sentence is the item.
      const [item, ...after] = joinLines(itemLines).split(SENTENCE_END);
      push(item ?? '', true, mark);
      for (const s of after) push(s, false, mark);
      itemLines = [];
      mark = null;
    };
    const lines = paragraph.split('\n').flatMap((rawLine) => {
      const [first, ...bullets] = rawLine.split(INLINE_BULLET);
      return [first ?? '', ...bullets];
    });
    for (const rawLine of lines) {
      const line = rawLine.trim();
      const cells = cellsOf(line);
      const bullet = LIST_ITEM.exec(line);
      if (cells || isTableRule(line)) {
        flush();
        flushItem();
        if (cells) push(cells.join(' | '), true, undefined, cells);
      } else if (bullet || (FIELD_LINE.test(line) && line.length < 120 && !/[.?!]$/.test(line))) {
        flush();
        flushItem();
        const indent = rawLine.length - rawLine.trimStart().length;
        const marker = bullet ? bullet[1]!.replace(/\d{1,2}/, '1').replace(/[a-z]+/, 'a') : 'field';
        mark = { indent, marker };
        itemLines = [line.replace(LIST_ITEM, '')];
      } else if (mark && line.length > 0 && (/^\s/.test(rawLine) || /^[a-z]/.test(line))) {
        itemLines.push(line);
      } else if (line.length > 0) {
        flushItem();
        prose.push(line);
        if (/:$/.test(line)) flush();
      }
    }
    flushItem();
    flush();
    paragraphIndex += 1;
  }
  return sentences;
}
