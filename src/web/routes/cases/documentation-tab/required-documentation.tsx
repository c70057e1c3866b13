import { CheckCircle2, Circle } from 'lucide-react';
import { useSuggestedDocuments } from '../../../api/suggested-documents';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { ImportanceBadge } from '../../../components/documents/importance-badge';
import { Spinner } from '../../../components/spinner';

/** 'Required Documentation': the case's suggested documents, Critical first, each marked when provided. */
export function RequiredDocumentation({ caseId }: { caseId: string }) {
  const suggested = useSuggestedDocuments(caseId);
  return (
    <Card>
      <section aria-labelledby="required-documentation">
        <CardHeader>
          <CardTitle id="required-documentation">Required Documentation</CardTitle>
        </CardHeader>
        <CardContent>
          {suggested.isPending && <Spinner label="Loading required documentation" />}
          {suggested.isError && (
            <div role="alert" className="space-y-2 text-sm text-red-800">
              <p>Failed to load the required documentation</p>
              <Button variant="outline" size="sm" onClick={() => void suggested.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          {suggested.isSuccess && suggested.data.length === 0 && (
            <p className="text-sm text-gray-600">No specific documents suggested for this case.</p>
          )}
          {suggested.isSuccess && suggested.data.length > 0 && (
            <ul className="space-y-3">
              {suggested.data.map((item) => (
                <li
                  key={item.id}
                  aria-label={item.name}
                  data-satisfied={item.satisfied}
                  className={`rounded-md border p-3 ${item.satisfied ? 'border-green-200 bg-green-50' : 'border-gray-200'}`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
                      {item.satisfied ? (
                        <CheckCircle2
                          aria-hidden="true"
                          className="h-4 w-4 shrink-0 text-green-700"
                        />
                      ) : (
                        <Circle aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-400" />
                      )}
                      {item.name}
                    </p>
                    <ImportanceBadge importance={item.importance} />
                  </div>
                  <p className="mt-1 text-sm text-gray-700">{item.description}</p>
                  {item.examples.length > 0 && (
                    <p className="mt-1 text-xs text-gray-600">
                      Examples: {item.examples.join(', ')}
                    </p>
                  )}
                  {item.satisfied && (
                    <p className="mt-1 text-xs font-medium text-green-800">Provided</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
