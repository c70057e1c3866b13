import { caseTypes, type CaseType } from '../../../domain/case-type';
import { caseStatuses, type CaseStatus } from '../../../domain/case-status';
import type { DashboardStats } from '../../../domain/dashboard-stats';
import { RESOLUTION_SCALE_DAYS } from '../../../domain/dashboard-scale';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { BreakdownBar } from './breakdown-bar';

const typeColours: Record<CaseType, string> = {
  Suppression: 'bg-red-600',
  'FBA Lock': 'bg-amber-500',
  'ASIN Request': 'bg-blue-600',
};

const statusColours: Record<CaseStatus, string> = {
  New: 'bg-blue-600',
  'In Progress': 'bg-yellow-500',
  'Documentation Needed': 'bg-orange-500',
  'Submitted to Amazon': 'bg-purple-600',
  Rejected: 'bg-red-600',
  Approved: 'bg-green-600',
  Closed: 'bg-gray-500',
};

/** A count's share of the total as a rounded percentage; 0 when there is nothing yet. */
function shareOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

export function ResolutionTimeCard({ stats }: { stats: DashboardStats | undefined }) {
  const days = stats?.averageDaysToResolution ?? 0;
  const fill = Math.min(days / RESOLUTION_SCALE_DAYS, 1);
  const text = `${days.toFixed(1)} days`;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="resolution-title">Resolution Time</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-bold text-gray-900">{stats ? text : '–'}</p>
        <p className="text-sm text-gray-600">Average time from creation to resolution</p>
        <div
          role="meter"
          aria-labelledby="resolution-title"
          aria-valuemin={0}
          aria-valuemax={RESOLUTION_SCALE_DAYS}
          aria-valuenow={Math.min(days, RESOLUTION_SCALE_DAYS)}
          aria-valuetext={text}
          className="h-2.5 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-blue-700" style={{ width: `${fill * 100}%` }} />
        </div>
        <div aria-hidden="true" className="flex justify-between text-xs text-gray-600">
          <span>0 days</span>
          <span>{RESOLUTION_SCALE_DAYS} days</span>
        </div>
      </CardContent>
    </Card>
  );
}

export function CaseTypesCard({ stats }: { stats: DashboardStats | undefined }) {
  const total = stats?.totalCases ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Case Types</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {caseTypes.map((caseType) => {
          const count = stats?.caseTypes[caseType] ?? 0;
          return (
            <BreakdownBar
              key={caseType}
              label={caseType}
              percent={shareOf(count, total)}
              detail={String(count)}
              colour={typeColours[caseType]}
            />
          );
        })}
      </CardContent>
    </Card>
  );
}

export function StatusBreakdownCard({ stats }: { stats: DashboardStats | undefined }) {
  const total = stats?.totalCases ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status Breakdown</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {caseStatuses.map((status) => {
          const count = stats?.statuses[status] ?? 0;
          return (
            <BreakdownBar
              key={status}
              label={status}
              percent={shareOf(count, total)}
              detail={String(count)}
              colour={statusColours[status]}
            />
          );
        })}
      </CardContent>
    </Card>
  );
}
