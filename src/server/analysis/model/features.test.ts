import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelInputOf } from '../analyze-email';
import { loadRealCorpus, loadSyntheticCorpus } from '../corpus/load-corpus';
import { ClassifierModel, modelHeads, weightsPath, type ModelFile } from './classifier-model';
import { extractFeatures, FeatureIndex, tokenize, vectorize } from './features';
import { logits, softmax } from './softmax';

const file = JSON.parse(readFileSync(weightsPath, 'utf8')) as ModelFile;
const index = new Map(file.features.map((feature, i) => [feature, i]));
const inputs = [...loadRealCorpus(), ...loadSyntheticCorpus()].map((email) =>
  modelInputOf(email.content, new Date(`${email.today}T00:00:00Z`)),
);

describe('tokenize', () => {
  it('lower-cases words, drops their quotes and reads every number as #', () => {
    expect(tokenize("Don't sell ASIN B0C4KT7Q2M: 42 units, 3rd notice")).toEqual([
      'dont',
      'sell',
      'asin',
      'b0c4kt7q2m',
      '#',
      'units',
      '3rd',
      'notice',
    ]);
  });
});

describe('FeatureIndex', () => {
  it('gives, bit for bit, the vector of vectorize(extractFeatures(…)) for every corpus e-mail', () => {
    const features = new FeatureIndex(index);
    for (const { text, hints } of inputs)
      expect(features.vector(text, hints)).toEqual(vectorize(extractFeatures(text, hints), index));
  });

  it('counts hints that are features of their own, and each rule hint once', () => {
    const features = new FeatureIndex(index);
    const hints = ['rule:kind=warning', 'rule:kind=warning', 'w:notice', 'rule:unknown'];
    expect(features.vector('a warning notice', hints)).toEqual(
      vectorize(extractFeatures('a warning notice', hints), index),
    );
  });
});

describe('ClassifierModel', () => {
  it('predicts exactly what the per-head logits and softmax give', () => {
    const model = new ClassifierModel(file);
    for (const { text, hints } of inputs) {
      const x = vectorize(extractFeatures(text, hints), index);
      const predicted = model.predict(text, hints);
      for (const head of modelHeads) {
        const { labels, temperature } = file.heads[head];
        const probabilities = softmax(logits(file.heads[head], x), temperature);
        for (const [k, label] of labels.entries())
          expect(predicted[head].ranked.find((r) => r.label === label)?.probability).toBe(
            probabilities[k],
          );
      }
    }
  });
});
