// Letters whose spoken name starts with a vowel sound: "an FBA", "an SKU", "an ASIN".
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));
// Words spelled with a vowel but said with a consonant ("a unique", "a one-time"), and the reverse.
const CONSONANT_SOUND_STARTS = /^(uni|use|usu|ure|uti|eu|one|once|ubiq)/i;
const VOWEL_SOUND_STARTS = /^(hour|honest|honor|honour|heir)/i;

/** "a" or "an" by how the next word sounds, not how it is spelled. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s:,;-]+/)[0] ?? '';
  if (!word) return 'a';
  // An acronym is read letter by letter.
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]+$/.test(word))
    return VOWEL_SOUND_LETTERS.has(word[0]!) ? 'an' : 'a';
  if (VOWEL_SOUND_STARTS.test(word)) return 'an';
  if (CONSONANT_SOUND_STARTS.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
