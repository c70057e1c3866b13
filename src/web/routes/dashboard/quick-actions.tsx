import { AlarmClock, Award, Plus } from 'lucide-react';
import { useCaseList } from '../../api/cases-list';
import { ButtonLink } from '../../components/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';

export function QuickActions() {
  // The urgent list's total: cases waiting on the seller with a deadline near or past.
  const urgent = useCaseList({ urgent: true, pageSize: 1 });
  const urgentCount = urgent.data?.total;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ButtonLink to="/cases/new" className="justify-start">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create New Case
        </ButtonLink>
        <ButtonLink to="/cases?urgent=true" variant="outline" className="justify-start">
          <AlarmClock aria-hidden="true" className="h-4 w-4" />
          View Urgent Cases
          {urgentCount !== undefined && (
            <span
              data-testid="urgent-count"
              className={
                urgentCount > 0
                  ? 'ml-auto rounded-full bg-red-700 px-2 text-xs leading-5 font-semibold text-white'
                  : 'ml-auto rounded-full bg-gray-100 px-2 text-xs leading-5 font-semibold text-gray-800'
              }
            >
              {urgentCount}
            </span>
          )}
        </ButtonLink>
        <ButtonLink
          to="/cases?status=Approved&sort=updated"
          variant="outline"
          className="justify-start"
        >
          <Award aria-hidden="true" className="h-4 w-4" />
          View Success Templates
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
