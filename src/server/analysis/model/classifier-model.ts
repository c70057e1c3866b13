import { existsSync, readFileSync } from 'node:fs';
import { projectPath } from '../../project-root';
import { extractFeatures, vectorize } from './features';
import { logits, softmax, type SoftmaxHead } from './softmax';

export const modelHeads = ['caseType', 'category', 'issue', 'kind'] as const;
export type ModelHead = (typeof modelHeads)[number];

/** The committed weights file written by `npm run train:analysis`. */
export interface ModelFile {
  version: 1;
  trainedOn: { real: number; synthetic: number };
  features: string[];
  heads: Record<ModelHead, SoftmaxHead>;
}

export interface HeadPrediction {
  label: string;
  probability: number;
  /** Every label with its calibrated probability, likeliest first. */
  ranked: Array<{ label: string; probability: number }>;
}
export type ModelPrediction = Record<ModelHead, HeadPrediction>;

// From the project root, so the server bundle (dist/server) reads the same file as tsx does.
export const weightsPath = projectPath('src/server/analysis/model/weights.json');

export class ClassifierModel {
  private readonly index: Map<string, number>;

  constructor(private readonly file: ModelFile) {
    this.index = new Map(file.features.map((feature, i) => [feature, i]));
  }

  predict(text: string, ruleHints: string[]): ModelPrediction {
    const x = vectorize(extractFeatures(text, ruleHints), this.index);
    const out = {} as ModelPrediction;
    for (const head of modelHeads) {
      const model = this.file.heads[head];
      const probs = softmax(logits(model, x), model.temperature);
      const ranked = model.labels
        .map((label, k) => ({ label, probability: probs[k]! }))
        .sort((a, b) => b.probability - a.probability);
      out[head] = { label: ranked[0]!.label, probability: ranked[0]!.probability, ranked };
    }
    return out;
  }
}

let loaded: ClassifierModel | null | undefined;

/** Loaded once; null when no weights were trained (the rule analyzer then answers alone). */
export function classifierModel(): ClassifierModel | null {
  if (loaded === undefined) {
    loaded = existsSync(weightsPath)
      ? new ClassifierModel(JSON.parse(readFileSync(weightsPath, 'utf8')) as ModelFile)
      : null;
  }
  return loaded;
}

/** For the training script and tests: use these weights from now on (null: rules only). */
export function useClassifierModel(file: ModelFile | null): void {
  loaded = file ? new ClassifierModel(file) : null;
}
