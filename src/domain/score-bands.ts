export type ScoreBand = 'good' | 'medium' | 'poor';

/** Spec §5: probability and quality scores: green at 0.7+, amber at 0.4+, red below. */
export function probabilityBand(score: number): ScoreBand {
  return score >= 0.7 ? 'good' : score >= 0.4 ? 'medium' : 'poor';
}

/** Spec §5: document relevance: good at 0.8+, medium at 0.6+, poor below. */
export function relevanceBand(score: number): ScoreBand {
  return score >= 0.8 ? 'good' : score >= 0.6 ? 'medium' : 'poor';
}

/** The Document Quality Score bar's word, on the probability bands. */
export function qualityLabel(score: number): 'Excellent' | 'Good' | 'Poor' {
  const band = probabilityBand(score);
  return band === 'good' ? 'Excellent' : band === 'medium' ? 'Good' : 'Poor';
}

export function toPercent(score: number): number {
  return Math.round(score * 100);
}

/** A probability factor's move in percentage points, signed: "+4", "−7", "±0". */
export function signedPoints(delta: number): string {
  const points = Math.round(delta * 100);
  return points > 0 ? `+${points}` : points === 0 ? '±0' : `−${-points}`;
}
