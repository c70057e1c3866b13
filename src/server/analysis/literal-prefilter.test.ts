import { describe, expect, it } from 'vitest';
import './analyze-email';
import { cleanEmail, partText } from './clean-email';
import { loadRealCorpus, loadSyntheticCorpus } from './corpus/load-corpus';
import {
  findLiterals,
  LiteralScanner,
  mayMatch,
  registeredPatterns,
  registerPatterns,
  requiredLiterals,
} from './literal-prefilter';
import { splitSentences } from './sentences';

describe('requiredLiterals', () => {
  it('names the strings one of which every match contains, in lower case', () => {
    expect(requiredLiterals(/\bunfulfillable\b/i)).toEqual(['unfulfillable']);
    expect(requiredLiterals(/\bFDA\b/)).toEqual(['fda']);
    expect(requiredLiterals(/\brecall(ed|s)?\b/i)).toEqual(['recall']);
    expect(requiredLiterals(/impressions|\bclicks\b|\bACOS\b|campaigns?/i)).toEqual([
      'acos',
      'campaign',
      'clicks',
      'impressions',
    ]);
    expect(
      requiredLiterals(/\b(inauthentic|not authentic|counterfeit\w*|knock-?offs?)\b/i),
    ).toEqual(['counterfeit', 'inauthentic', 'knock-off', 'knockoff', 'not authentic']);
  });

  it('keeps the most telling part of a sequence, and ignores what lookarounds test', () => {
    expect(
      requiredLiterals(/\b(listings?|offers?)\b[^.\n]{0,60}?\b(is|are) (removed|suppressed)\b/i),
    ).toEqual(['are removed', 'are suppressed', 'is removed', 'is suppressed']);
    expect(requiredLiterals(/(?<!safety )\bdata ?sheets?\b/i)).toEqual(['data sheet', 'datasheet']);
  });

  it('reads escapes whole, whatever they stand for', () => {
    expect(requiredLiterals(/(?<x>a)\k<x>bcd/)).toEqual(['bcd']);
    expect(requiredLiterals(/\p{Lu}{2}abc/u)).toEqual(['abc']);
    // Legacy (non-Unicode) syntax, out of TypeScript's reach: a control character, an octal
    // escape, and 'u' 61 times.
    expect(requiredLiterals(new RegExp(String.raw`\cJabc|\12abc|\u{61}abc`))).toEqual(['abc']);
    expect(requiredLiterals(/\x41\u0042c\.d/i)).toEqual(['abc.d']);
  });

  it('gives none when a match may lack any telling string', () => {
    expect(requiredLiterals(/[a-z]+/)).toBeNull();
    expect(requiredLiterals(/\b(UN ?\d{4}|class \d)\b/i)).toBeNull();
    expect(requiredLiterals(/\bit\b/i)).toBeNull();
    expect(requiredLiterals(/(a|b)\1c?/)).toBeNull();
    // Case-insensitive Unicode matching folds 'ſ' to 's' and the Kelvin sign to 'k'.
    expect(requiredLiterals(/kiosk/iu)).toBeNull();
  });
});

describe('LiteralScanner', () => {
  it('finds every string that occurs, overlapping ones and either letter case included', () => {
    const scanner = new LiteralScanner(['he', 'she', 'his', 'hers', 'recall', 'call']);
    const found = new Uint8Array(scanner.size);
    expect(scanner.scan('uSHErs RECALLed', found).sort()).toEqual([0, 1, 3, 4, 5]);
    expect([...found]).toEqual([1, 1, 0, 1, 1, 1]);
  });
});

describe('mayMatch', () => {
  const corpus = [...loadRealCorpus(), ...loadSyntheticCorpus()];
  const texts = corpus.flatMap((email) => {
    const cleaned = cleanEmail(email.content, new Date(`${email.today}T00:00:00Z`));
    return [
      email.content,
      ...cleaned.parts.map(partText),
      ...splitSentences(cleaned.text).map((s) => s.text),
    ];
  });

  it('passes every text a registered pattern matches, in any letter case or look-alike', () => {
    const patterns = registeredPatterns().filter((p) => requiredLiterals(p) !== null);
    expect(patterns.length).toBeGreaterThan(100);
    const variants = (text: string) => [
      text,
      text.toUpperCase(),
      text.replace(/s/g, '\u017f').replace(/k/g, '\u212a').replace(/i/g, '\u0130'),
    ];
    const missed: string[] = [];
    let skipped = 0;
    for (const text of texts.flatMap(variants)) {
      const found = findLiterals(text);
      for (const pattern of patterns) {
        const may = mayMatch(pattern, found);
        if (!may) skipped += 1;
        if (!may && new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text))
          missed.push(`${pattern} in ${text.slice(0, 80)}`);
      }
    }
    expect(missed).toEqual([]);
    // And it does spare most of the work.
    expect(skipped / (texts.length * 3 * patterns.length)).toBeGreaterThan(0.9);
  });

  it('lets a pattern run that was registered after the scan, or never', () => {
    const found = findLiterals('nothing to see');
    expect(mayMatch(/\bnever registered\b/i, found)).toBe(true);
    const late = /\bregistered too late\b/i;
    registerPatterns([late]);
    expect(mayMatch(late, found)).toBe(true);
    expect(mayMatch(late, findLiterals('nothing to see'))).toBe(false);
  });
});
