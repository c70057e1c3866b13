/** One labelled horizontal bar of a breakdown card: the share as a rounded percentage. */
export function BreakdownBar({
  label,
  percent,
  detail,
  colour,
}: {
  label: string;
  percent: number;
  detail?: string;
  colour: string;
}) {
  const id = `bar-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <div className="mb-1 flex items-center justify-between text-sm">
        <span id={id} className="text-gray-700">
          {label}
        </span>
        <span className="font-medium text-gray-900">
          {percent}%{detail && <span className="font-normal text-gray-600"> ({detail})</span>}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className={`h-full rounded-full ${colour}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
