/**
 * Hyper-parameter sweep for the e-mail classifier, scored by 5-fold cross-validation on the
 * TRAIN split only (the test split is never read here). Prints case-type accuracy on the real
 * notices of the held-out folds for each setting. Run: npx tsx scripts/tune-analysis.ts
 */
import { loadSyntheticCorpus, realBySplit } from '../src/server/analysis/corpus/load-corpus';
import {
  DEFAULT_SETTINGS,
  prepare,
  trainModel,
  type ModelSettings,
} from '../src/server/analysis/model/train-model';

const emails = [...realBySplit().train, ...loadSyntheticCorpus()];
const prepared = prepare(emails);
const grid: ModelSettings[] = [];
for (const l2 of [1e-4, 1e-3, 3e-3])
  for (const epochs of [10, 18, 30])
    for (const maxFeatures of [3000, 6000, 12000])
      grid.push({
        ...DEFAULT_SETTINGS,
        train: { ...DEFAULT_SETTINGS.train, l2, epochs },
        heads: {},
        maxFeatures,
      });
for (const settings of grid) {
  const { cvAccuracyReal } = trainModel(emails, settings, ['caseType'], prepared);
  console.log(
    `l2 ${settings.train.l2} epochs ${settings.train.epochs} features ${settings.maxFeatures}: case type ${(cvAccuracyReal.caseType * 100).toFixed(1)}%`,
  );
}
