import type { ReactNode } from 'react';
import type { DebriefImpact } from '../../../../domain/debrief';
import { toPercent } from '../../../../domain/score-bands';

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="rounded-md border border-gray-200 p-3">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd>
        <span className="text-xl font-semibold text-gray-900">{value}</span>
        {note && <span className="mt-0.5 block text-xs text-gray-700">{note}</span>}
      </dd>
    </div>
  );
}

/** A figure against the seller's own average, in words ('2 days faster than your average'). */
function versusAverage(
  value: number | null,
  average: number | null,
  unit: string,
  fewerIsBetter: boolean,
  better: string,
  worse: string,
) {
  if (value === null || average === null) return undefined;
  const difference = round1(value - average);
  if (difference === 0) return `Same as your average (${round1(average)} ${unit})`;
  const isBetter = fewerIsBetter ? difference < 0 : difference > 0;
  return `${round1(Math.abs(difference))} ${unit} ${isBetter ? better : worse} than your average (${round1(average)})`;
}

/** Impact figures, all computed by the server from the case's history. */
export function ImpactFigures({ impact }: { impact: DebriefImpact }) {
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Resolution time"
          value={
            impact.resolutionDays === null ? '—' : plural(round1(impact.resolutionDays), 'day')
          }
          note={versusAverage(
            impact.resolutionDays,
            impact.sellerAverageResolutionDays,
            'days',
            true,
            'faster',
            'slower',
          )}
        />
        <Figure
          label="Documents submitted"
          value={String(impact.documentsSubmitted)}
          note={versusAverage(
            impact.documentsSubmitted,
            impact.sellerAverageDocuments,
            'documents',
            false,
            'more',
            'fewer',
          )}
        />
        <Figure
          label="Communications exchanged"
          value={String(impact.communicationsCount)}
          note={`${plural(impact.amazonEmails, 'Amazon e-mail')}`}
        />
        <Figure label="Rejections before outcome" value={String(impact.rejectionsBeforeOutcome)} />
        <Figure
          label="First response"
          value={
            impact.firstResponseHours === null
              ? '—'
              : plural(round1(impact.firstResponseHours), 'hour')
          }
          note="From the first Amazon e-mail to your first response"
        />
        <Figure
          label="Average document relevance"
          value={
            impact.averageDocumentRelevance === null
              ? '—'
              : `${toPercent(impact.averageDocumentRelevance)}%`
          }
        />
      </dl>
      <p className="text-xs text-gray-600">
        {impact.sellerResolvedCases === 0
          ? 'No other resolved cases of yours to compare with yet.'
          : `Compared with your ${plural(impact.sellerResolvedCases, 'other resolved case')}.`}
      </p>
    </div>
  );
}
