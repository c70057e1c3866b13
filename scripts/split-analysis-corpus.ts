/**
 * Splits the real notice corpus into train and test (~70/30), stratified by category and notice
 * kind. Ids already in split.json keep their side; a new id joins the side that keeps its
 * stratum nearest 30 % test, new ids taken in hash order, so the split is deterministic and
 * stable as the corpus grows. Run: npm run split:analysis
 */
import { writeFileSync } from 'node:fs';
import {
  loadRealCorpus,
  loadSplit,
  splitPath,
  type CorpusSplit,
} from '../src/server/analysis/corpus/load-corpus';
import { stableHash } from '../src/server/analysis/model/stable-hash';

const TEST_SHARE = 0.3;
const real = loadRealCorpus();
const previous = loadSplit();
const known = new Set(real.map((e) => e.id));
const side = new Map<string, 'train' | 'test'>();
for (const id of previous.train) if (known.has(id)) side.set(id, 'train');
for (const id of previous.test) if (known.has(id)) side.set(id, 'test');

const stratumOf = (e: (typeof real)[number]) => `${e.rawCategory}|${e.kind ?? '-'}`;
const strata = new Map<string, { total: number; test: number }>();
for (const e of real) {
  const stratum = strata.get(stratumOf(e)) ?? { total: 0, test: 0 };
  if (side.has(e.id)) {
    stratum.total += 1;
    if (side.get(e.id) === 'test') stratum.test += 1;
  }
  strata.set(stratumOf(e), stratum);
}
const added = real
  .filter((e) => !side.has(e.id))
  .sort((a, b) => stableHash(a.id) - stableHash(b.id) || a.id.localeCompare(b.id));
for (const e of added) {
  const stratum = strata.get(stratumOf(e))!;
  stratum.total += 1;
  const toTest = stratum.test < Math.round(TEST_SHARE * stratum.total);
  if (toTest) stratum.test += 1;
  side.set(e.id, toTest ? 'test' : 'train');
}
const split: CorpusSplit = {
  train: [...side]
    .filter(([, s]) => s === 'train')
    .map(([id]) => id)
    .sort(),
  test: [...side]
    .filter(([, s]) => s === 'test')
    .map(([id]) => id)
    .sort(),
};
writeFileSync(splitPath, `${JSON.stringify(split, null, 2)}\n`);
console.log(
  `split.json: ${split.train.length} train, ${split.test.length} test (${added.length} newly assigned)`,
);
for (const [name, s] of [...strata].sort())
  console.log(`  ${name.padEnd(36)} ${s.total - s.test} train / ${s.test} test`);
