import type { ProbabilityFactor } from '../../../domain/case-assessment';
import { signedPoints, toPercent } from '../../../domain/score-bands';

/** Why the probability is what it is: the starting rate, then each factor and how far it moved it. */
export function ProbabilityFactors({ factors }: { factors: ProbabilityFactor[] }) {
  if (factors.length === 0) return null;
  const [start, ...moves] = factors;
  return (
    <div className="mt-3 border-t border-gray-200 pt-2 text-sm">
      <p className="font-medium text-gray-900">Why this probability</p>
      <ul aria-label="Probability factors" className="mt-1 space-y-1">
        {start && (
          <li className="flex justify-between gap-3 text-gray-800">
            <span>{start.label}</span>
            <span className="font-medium tabular-nums">{toPercent(start.delta)}%</span>
          </li>
        )}
        {moves.map((factor) => (
          <li key={factor.label} className="flex justify-between gap-3 text-gray-800">
            <span>{factor.label}</span>
            <span
              className={`font-medium tabular-nums ${factor.delta < 0 ? 'text-red-800' : factor.delta > 0 ? 'text-green-800' : 'text-gray-700'}`}
            >
              {signedPoints(factor.delta)} pts
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
