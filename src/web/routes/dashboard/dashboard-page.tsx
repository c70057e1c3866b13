import { AlertCircle, ArrowRight } from 'lucide-react';
import { useCaseList } from '../../api/cases-list';
import { errorMessageOf } from '../../lib/error-message';
import { useDashboardStats } from '../../api/stats';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { CaseList } from '../../components/cases/case-list';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { CaseTypesCard, ResolutionTimeCard, StatusBreakdownCard } from './breakdown-cards';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

const RECENT_CASES = 5;

/** /dashboard: the signed-in seller's real figures (admins: everyone's) and latest cases. */
export function DashboardPage() {
  const stats = useDashboardStats();
  const recent = useCaseList({ pageSize: RECENT_CASES });

  return (
    <PageContainer>
      <PageTitle title="Dashboard" />
      <PageHeader title="Dashboard" subtitle="Monitor and manage your Amazon seller cases" />

      {stats.isError && (
        <div
          role="alert"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <AlertCircle aria-hidden="true" className="h-5 w-5" />
          <span>Failed to load statistics: {errorMessageOf(stats.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </div>
      )}

      <div aria-busy={stats.isPending || undefined} className="space-y-6">
        <StatCards stats={stats.data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <ResolutionTimeCard stats={stats.data} />
          <CaseTypesCard stats={stats.data} />
          <StatusBreakdownCard stats={stats.data} />
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-4">
        <section aria-labelledby="recent-cases" className="lg:col-span-3">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="recent-cases" className="text-xl font-semibold text-gray-900">
              Recent Cases
            </h2>
            <ButtonLink to="/cases" variant="ghost" size="sm">
              View All Cases
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </div>
          <CaseList
            cases={recent.data?.items}
            isPending={recent.isPending}
            error={recent.error}
            onRetry={() => void recent.refetch()}
            skeletonCount={RECENT_CASES}
          />
        </section>
        <aside aria-label="Quick actions">
          <QuickActions />
        </aside>
      </div>
    </PageContainer>
  );
}
