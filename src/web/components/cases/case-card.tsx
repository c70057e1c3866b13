import { CalendarDays } from 'lucide-react';
import type { Case } from '../../../domain/case';
import { formatDate } from '../../../domain/dates';
import { toPercent } from '../../../domain/score-bands';
import { usePrefetchCase } from '../../lib/prefetch-case';
import { ButtonLink } from '../button-link';
import { Card } from '../card';
import { CaseStatusBadge, CaseTypeBadge } from './case-badges';
import { DeadlineChip } from './deadline-chip';

/** One case in the shared list (spec §2): badges, title, ASIN, 2-line description, figures. */
export function CaseCard({ item }: { item: Case }) {
  const titleId = `case-title-${item.id}`;
  const prefetchCase = usePrefetchCase();
  const prefetch = () => prefetchCase(item.id);
  return (
    <Card className="p-0">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CaseTypeBadge caseType={item.caseType} />
          <CaseStatusBadge status={item.status} />
          {item.dueDate && !['Approved', 'Closed'].includes(item.status) && (
            <DeadlineChip dueDate={item.dueDate} daysLeft={item.daysLeft} />
          )}
        </div>
        <div>
          <h3 id={titleId} className="text-base font-semibold text-gray-900">
            {item.title}
          </h3>
          <p className="mt-0.5 text-sm text-gray-600">ASIN: {item.asin}</p>
        </div>
        <p className="line-clamp-2 text-sm text-gray-700">{item.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <div className="space-y-0.5 text-sm">
            <p className="font-medium text-gray-900">
              {toPercent(item.probabilityScore)}% Success Probability
            </p>
            <p className="flex items-center gap-1 text-gray-600">
              <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
              Created: {formatDate(item.createdAt)}
            </p>
          </div>
          <ButtonLink
            to={`/cases/${item.id}`}
            variant="outline"
            size="sm"
            aria-label={`View Case: ${item.title}`}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            View Case
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}
