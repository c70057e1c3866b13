import { useState } from 'react';
import { RECENT_COMMUNICATIONS_SHOWN } from '../../../../domain/communication';
import { useCommunications } from '../../../api/communications';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { QueryState } from '../../../components/kit/query-state';
import { Spinner } from '../../../components/spinner';
import { AddCommunicationForm } from './add-communication-form';
import { CommunicationEntry } from './communication-entry';

/** The case's Communication tab (spec §2): the latest entries, all on demand, and adding one. */
export function CommunicationTab({ caseId }: { caseId: string }) {
  const communications = useCommunications(caseId);
  const [isShowingAll, setShowingAll] = useState(false);

  return (
    <div className="space-y-6">
      <Card>
        <section aria-labelledby="case-communications">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle id="case-communications">Case Communications</CardTitle>
            {communications.isSuccess &&
              communications.data.length > RECENT_COMMUNICATIONS_SHOWN && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={isShowingAll}
                  onClick={() => setShowingAll((shown) => !shown)}
                >
                  {isShowingAll
                    ? 'Show Recent Communications'
                    : `Show All Communications (${communications.data.length})`}
                </Button>
              )}
          </CardHeader>
          <CardContent>
            <QueryState
              query={communications}
              variant="inline"
              loadingLabel="Loading"
              loading={
                <p className="flex items-center gap-2 text-sm text-gray-700">
                  <Spinner label="Loading" />
                  Loading communications...
                </p>
              }
              errorMessage="Failed to fetch communications"
            >
              {(entries) =>
                entries.length === 0 ? (
                  <p className="py-6 text-center text-sm text-gray-600">No communications yet</p>
                ) : (
                  <ol aria-label="Communications" className="space-y-3">
                    {(isShowingAll ? entries : entries.slice(-RECENT_COMMUNICATIONS_SHOWN)).map(
                      (entry) => (
                        <CommunicationEntry key={entry.id} entry={entry} />
                      ),
                    )}
                  </ol>
                )
              }
            </QueryState>
          </CardContent>
        </section>
      </Card>
      <Card>
        <CardContent className="p-6">
          <AddCommunicationForm caseId={caseId} />
        </CardContent>
      </Card>
    </div>
  );
}
