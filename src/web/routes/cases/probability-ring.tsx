import { probabilityBand, toPercent, type ScoreBand } from '../../../domain/score-bands';

const bandColours: Record<ScoreBand, string> = {
  good: 'text-green-600',
  medium: 'text-amber-500',
  poor: 'text-red-600',
};

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Success probability as a ring: green at 0.7+, amber at 0.4+, red below (spec §5). */
export function ProbabilityRing({ score }: { score: number }) {
  const percent = toPercent(score);
  const band = probabilityBand(score);
  return (
    <div
      role="img"
      aria-label={`Success probability ${percent}%`}
      data-band={band}
      className="relative h-28 w-28 shrink-0"
    >
      <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-gray-200"
        />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(Math.max(score, 0), 1))}
          className={bandColours[band]}
        />
      </svg>
      <div
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center"
      >
        <span className="text-2xl font-bold text-gray-900">{percent}%</span>
        <span className="text-xs text-gray-600">Success</span>
      </div>
    </div>
  );
}
