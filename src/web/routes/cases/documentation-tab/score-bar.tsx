import { relevanceBand, toPercent, type ScoreBand } from '../../../../domain/score-bands';

const bandColours: Record<ScoreBand, string> = {
  good: 'bg-green-600',
  medium: 'bg-amber-500',
  poor: 'bg-red-600',
};

/** Relevance as a bar: green at 0.8+, amber at 0.6+, red below (spec §5). */
export function RelevanceBar({ score, id }: { score: number; id: string }) {
  const percent = toPercent(score);
  const band = relevanceBand(score);
  return (
    <div>
      <div className="mb-1 flex items-center justify-between text-xs">
        <span id={id} className="text-gray-700">
          Relevance
        </span>
        <span className="font-medium text-gray-900">{percent}%</span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-band={band}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full rounded-full ${bandColours[band]}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
