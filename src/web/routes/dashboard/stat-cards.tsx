import { CheckCircle2, FolderOpen, Layers, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../../domain/dashboard-stats';
import { toPercent } from '../../../domain/score-bands';
import { Card } from '../../components/card';

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card>
      <div className="flex items-center justify-between p-5">
        <dl>
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-gray-900">{value}</dd>
        </dl>
        <span className="rounded-full bg-blue-50 p-3 text-blue-700">{icon}</span>
      </div>
    </Card>
  );
}

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const show = (value: number | undefined) => (value === undefined ? '–' : String(value));
  const icon = 'h-5 w-5';
  return (
    <section aria-label="Case statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Cases"
        value={show(stats?.totalCases)}
        icon={<Layers aria-hidden="true" className={icon} />}
      />
      <StatCard
        label="Open Cases"
        value={show(stats?.openCases)}
        icon={<FolderOpen aria-hidden="true" className={icon} />}
      />
      <StatCard
        label="Resolved Cases"
        value={show(stats?.resolvedCases)}
        icon={<CheckCircle2 aria-hidden="true" className={icon} />}
      />
      <StatCard
        label="Success Rate"
        value={stats ? `${toPercent(stats.successRate)}%` : '–'}
        icon={<TrendingUp aria-hidden="true" className={icon} />}
      />
    </section>
  );
}
