export interface Sentence {
  readonly text: string;
  /** A bullet or numbered list item, or a 'Label: value' line. */
  readonly isListItem: boolean;
  readonly index: number;
}

const LIST_ITEM =
  /^(--?|[*\u2022\u25cf\u25aa\u2013\u2014\u00b7\u25e6\u25cb\u25a0\u25a1\u25ba\u25b8\u27a2\u27a4\u2192\u2713\u2714\u00bb]|\d{1,2}[.)]|\(\d{1,2}\)|\(?[a-h]\))\s*(?=\S)/;
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

function split(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const push = (value: string, isListItem: boolean) => {
    // Each run of white space becomes one space; a lone space is left as it is.
    const clean = value.replace(/[^\S ]\s*| \s+/g, ' ').trim();
    if (clean.length > 0) sentences.push({ text: clean, isListItem, index: sentences.length });
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    let prose: string[] = [];
    const flush = () => {
      for (const s of prose.join(' ').split(SENTENCE_END)) push(s, false);
      prose = [];
    };
    const lines = paragraph.split('\n').flatMap((rawLine) => {
      const [first, ...bullets] = rawLine.split(INLINE_BULLET);
      return [first ?? '', ...bullets];
    });
    for (const rawLine of lines) {
      const line = rawLine.trim();
      if (
        LIST_ITEM.test(line) ||
        (FIELD_LINE.test(line) && line.length < 120 && !/[.?!]$/.test(line))
      ) {
        flush();
        // A pasted list can run on into the prose after it: only the first sentence is the item.
        const [item, ...after] = line.replace(LIST_ITEM, '').split(SENTENCE_END);
        push(item ?? '', true);
        for (const s of after) push(s, false);
      } else if (line.length > 0) {
        prose.push(line);
        if (/:$/.test(line)) flush();
      }
    }
    flush();
  }
  return sentences;
}
