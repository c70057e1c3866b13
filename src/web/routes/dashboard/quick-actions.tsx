import { AlarmClock, Award, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';

export function QuickActions() {
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
