/** Multinomial logistic regression over sparse vectors: training (AdaGrad, L2) and prediction. */
export interface SparseVector {
  indices: number[];
  values: number[];
}

export interface SoftmaxHead {
  labels: string[];
  /** weights[label][feature] */
  weights: number[][];
  bias: number[];
  /** Temperature fitted on held-out folds: probabilities = softmax(logits / temperature). */
  temperature: number;
}

export function logits(head: Pick<SoftmaxHead, 'weights' | 'bias'>, x: SparseVector): number[] {
  return head.bias.map((b, k) => {
    const row = head.weights[k]!;
    let sum = b;
    for (let i = 0; i < x.indices.length; i += 1) sum += row[x.indices[i]!]! * x.values[i]!;
    return sum;
  });
}

export function softmax(values: number[], temperature = 1): number[] {
  const scaled = values.map((v) => v / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((v) => Math.exp(v - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /**
   * How far rare labels are weighted up: each example counts (n / (labels x n_label)) ^ power.
   * 0 weighs every example alike, 1 weighs every label alike; 0.5 unless a head says otherwise.
   */
  classWeightPower?: number;
}

/** Deterministic: examples are visited in a fixed shuffled order given by `order`. */
export function trainSoftmax(
  xs: SparseVector[],
  ys: number[],
  labelCount: number,
  featureCount: number,
  options: TrainOptions,
  order: number[],
): Pick<SoftmaxHead, 'weights' | 'bias'> {
  const weights = Array.from({ length: labelCount }, () => new Float64Array(featureCount));
  const grad2 = Array.from({ length: labelCount }, () => new Float64Array(featureCount).fill(1e-8));
  const bias = new Float64Array(labelCount);
  const bias2 = new Float64Array(labelCount).fill(1e-8);
  // Classes are unbalanced (many suppressions, few inventory notices): rare ones weigh more.
  const classCounts = new Array<number>(labelCount).fill(0);
  for (const y of ys) classCounts[y]! += 1;
  const classWeight = classCounts.map((c) => (c === 0 ? 0 : ys.length / (labelCount * c)));
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let step = 0; step < order.length; step += 1) {
      const n = order[(step + epoch * 7) % order.length]!;
      const x = xs[n]!;
      const probs = softmax(
        Array.from({ length: labelCount }, (_, k) => {
          let sum = bias[k]!;
          const row = weights[k]!;
          for (let i = 0; i < x.indices.length; i += 1) sum += row[x.indices[i]!]! * x.values[i]!;
          return sum;
        }),
      );
      const cw = Math.pow(classWeight[ys[n]!]!, options.classWeightPower ?? 0.5);
      for (let k = 0; k < labelCount; k += 1) {
        const error = (probs[k]! - (k === ys[n] ? 1 : 0)) * cw;
        const row = weights[k]!;
        const g2 = grad2[k]!;
        for (let i = 0; i < x.indices.length; i += 1) {
          const f = x.indices[i]!;
          const g = error * x.values[i]! + options.l2 * row[f]!;
          g2[f]! += g * g;
          row[f]! -= (options.learningRate * g) / Math.sqrt(g2[f]!);
        }
        bias2[k]! += error * error;
        bias[k]! -= (options.learningRate * error) / Math.sqrt(bias2[k]!);
      }
    }
  }
  return { weights: weights.map((w) => Array.from(w)), bias: Array.from(bias) };
}

/** The temperature that minimises the negative log-likelihood of held-out predictions. */
export function fitTemperature(heldOut: Array<{ logits: number[]; label: number }>): number {
  if (heldOut.length === 0) return 1;
  let best = 1;
  let bestLoss = Infinity;
  for (let t = 0.2; t <= 6.0001; t += 0.05) {
    let loss = 0;
    for (const { logits: z, label } of heldOut) loss -= Math.log(softmax(z, t)[label]! + 1e-12);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}
