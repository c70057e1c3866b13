/**
 * Near-duplicate check for new real notices before they join the corpus: for each candidate file
 * (same schema as corpus/real/*.json) prints its id and the highest word-trigram Jaccard
 * similarity against every stored real notice, train and test alike. A notice republished on
 * another site would otherwise leak into training while its twin sits in the frozen test split,
 * so candidates at or above the threshold are flagged DROP. Only the candidate's id and the
 * numbers are printed: the text and ids of stored notices (test ones included) never are.
 *
 * Run: npx tsx scripts/corpus-similarity.ts path/to/candidate.json ...
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const THRESHOLD = 0.5;
const realDir = resolve(import.meta.dirname, '../src/server/analysis/corpus/real');

interface NoticeFile {
  id: string;
  content: string[];
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as NoticeFile;

/** Word trigrams; punctuation and case are ignored so a reformatted repost still matches. */
function shingles(lines: string[]): Set<string> {
  const words =
    lines
      .join(' ')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= Math.max(words.length, 3); i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

const candidates = process.argv.slice(2).map((path) => ({ path: resolve(path), ...read(path) }));
if (candidates.length === 0) {
  console.error('usage: npx tsx scripts/corpus-similarity.ts candidate.json ...');
  process.exit(2);
}
const stored = readdirSync(realDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({
    path: join(realDir, name),
    shingles: shingles(read(join(realDir, name)).content),
  }));

for (const candidate of candidates) {
  const own = shingles(candidate.content);
  // A candidate already copied into corpus/real/ must not be compared with itself.
  const others = stored.filter((s) => s.path !== candidate.path);
  const max = Math.max(0, ...others.map((s) => jaccard(own, s.shingles)));
  const verdict = max >= THRESHOLD ? 'DROP' : 'ok';
  console.log(
    `${max.toFixed(3)}  ${verdict.padEnd(4)}  ${candidate.id || basename(candidate.path)}`,
  );
}
