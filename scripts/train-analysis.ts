/**
 * Trains the e-mail classifier (case type, category, issue, notice kind) on the TRAIN side of
 * the real corpus plus the synthetic set, and writes src/server/analysis/model/weights.json.
 * Deterministic: the same corpus gives the same file. Run: npm run train:analysis
 */
import { statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadSyntheticCorpus, realBySplit } from '../src/server/analysis/corpus/load-corpus';
import { weightsPath } from '../src/server/analysis/model/classifier-model';
import { trainModel } from '../src/server/analysis/model/train-model';

const started = performance.now();
const emails = [...realBySplit().train, ...loadSyntheticCorpus()];
const { file, cvAccuracy } = trainModel(emails);
writeFileSync(weightsPath, `${JSON.stringify(file)}\n`);
const seconds = (performance.now() - started) / 1000;
console.log(
  `Trained on ${file.trainedOn.real} real (train split) + ${file.trainedOn.synthetic} synthetic e-mails, ${file.features.length} features, in ${seconds.toFixed(1)} s`,
);
console.log(`weights.json: ${(statSync(weightsPath).size / 1024).toFixed(0)} KB`);
for (const [head, accuracy] of Object.entries(cvAccuracy))
  console.log(
    `  ${head.padEnd(9)} ${file.heads[head as keyof typeof file.heads].labels.length} labels, 5-fold CV accuracy on train ${(accuracy * 100).toFixed(1)}%, temperature ${file.heads[head as keyof typeof file.heads].temperature}`,
  );
if (seconds > 30) {
  console.error('Training took longer than the 30 s budget.');
  process.exitCode = 1;
}
