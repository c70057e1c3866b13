import { existsSync, readFileSync } from 'node:fs';
import { projectPath } from '../../project-root';
import { FeatureIndex } from './features';
import { softmax, type SoftmaxHead, type SparseVector } from './softmax';

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
  private readonly features: FeatureIndex;
  /** Where each head's labels start in the stacked logits. */
  private readonly offsets: number[] = [];
  private readonly labelCount: number;
  /**
   * Every head's weights stacked by feature (weights of feature f at f * labelCount): one pass
   * over a mail's features reads them in memory order. Each logit still adds its terms in the
   * feature order of softmax.logits, so the sums are exactly the same.
   */
  private readonly columns: Float64Array;
  private readonly bias: Float64Array;

  constructor(private readonly file: ModelFile) {
    this.features = new FeatureIndex(new Map(file.features.map((feature, i) => [feature, i])));
    let labelCount = 0;
    for (const head of modelHeads) {
      this.offsets.push(labelCount);
      labelCount += file.heads[head].labels.length;
    }
    this.labelCount = labelCount;
    this.columns = new Float64Array(file.features.length * labelCount);
    this.bias = new Float64Array(labelCount);
    modelHeads.forEach((head, h) => {
      const { weights, bias } = file.heads[head];
      bias.forEach((b, k) => {
        const at = this.offsets[h]! + k;
        this.bias[at] = b;
        weights[k]!.forEach((w, f) => (this.columns[f * labelCount + at] = w));
      });
    });
  }

  predict(text: string, ruleHints: string[]): ModelPrediction {
    const sums = this.logits(this.features.vector(text, ruleHints));
    const out = {} as ModelPrediction;
    for (const [h, head] of modelHeads.entries()) {
      const model = this.file.heads[head];
      const start = this.offsets[h]!;
      const probs = softmax(
        Array.from(sums.subarray(start, start + model.labels.length)),
        model.temperature,
      );
      const ranked = model.labels
        .map((label, k) => ({ label, probability: probs[k]! }))
        .sort((a, b) => b.probability - a.probability);
      out[head] = { label: ranked[0]!.label, probability: ranked[0]!.probability, ranked };
    }
    return out;
  }

  /** Every head's logits, stacked; a function of its own, so V8 optimises the loop alone. */
  private logits(x: SparseVector): Float64Array {
    const sums = this.bias.slice();
    const { columns, labelCount: width } = this;
    for (let i = 0; i < x.indices.length; i += 1) {
      const base = x.indices[i]! * width;
      const value = x.values[i]!;
      for (let k = 0; k < width; k += 1) sums[k]! += columns[base + k]! * value;
    }
    return sums;
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
