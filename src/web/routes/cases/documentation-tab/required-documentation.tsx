import { CheckCircle2, Circle } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { CaseDocument } from '../../../../domain/document';
import type { Requirement } from '../../../../domain/requirement';
import { useDocuments } from '../../../api/documents';
import { useLinkRequirement, useRequirements } from '../../../api/requirements';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { ImportanceBadge } from '../../../components/documents/importance-badge';
import { Spinner } from '../../../components/spinner';
import { AddRequirementForm } from './add-requirement-form';

const NONE = '';

const sourceLabels: Record<Requirement['source'], string> = {
  notice: 'Asked for by Amazon',
  'case-type': 'Usual for this case type',
  seller: 'Added by you',
};

/** Pick the document that satisfies a requirement, or none: the seller's choice is kept. */
function LinkControl({
  caseId,
  requirement,
  documents,
}: {
  caseId: string;
  requirement: Requirement;
  documents: CaseDocument[];
}) {
  const link = useLinkRequirement(caseId);
  const id = `link-${requirement.id}`;
  return (
    // Wraps rather than squeezes: with a long requirement name the select drops below its label
    // at full width instead of shrinking to its arrow.
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-xs text-gray-700">
        Document for {requirement.name}
      </label>
      <select
        id={id}
        value={requirement.satisfiedBy ?? NONE}
        disabled={link.isPending}
        onChange={(event) =>
          link.mutate(
            { requirementId: requirement.id, documentId: event.target.value || null },
            { onError: (error) => toast.error(error.message) },
          )
        }
        className="h-8 max-w-full min-w-32 flex-1 rounded-md border border-gray-400 bg-white px-2 text-xs text-gray-900"
      >
        <option value={NONE}>None (missing)</option>
        {documents.map((document) => (
          <option key={document.id} value={document.id}>
            {document.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * 'Required Documentation': the case's requirements (from its notices and its case type),
 * Critical first, each with the document that satisfies it or "Missing", and why.
 */
export function RequiredDocumentation({ caseId }: { caseId: string }) {
  const requirements = useRequirements(caseId);
  const documents = useDocuments(caseId);
  const current = requirements.data?.filter((r) => r.verdict !== 'withdrawn') ?? [];
  return (
    <Card>
      <section aria-labelledby="required-documentation">
        <CardHeader>
          <CardTitle id="required-documentation">Required Documentation</CardTitle>
        </CardHeader>
        <CardContent>
          {requirements.isPending && <Spinner label="Loading required documentation" />}
          {requirements.isError && (
            <div role="alert" className="space-y-2 text-sm text-red-800">
              <p>Failed to load the required documentation</p>
              <Button variant="outline" size="sm" onClick={() => void requirements.refetch()}>
                Try Again
              </Button>
            </div>
          )}
          {requirements.isSuccess && current.length === 0 && (
            <p className="text-sm text-gray-600">No specific documents suggested for this case.</p>
          )}
          {requirements.isSuccess && current.length > 0 && (
            <ul className="space-y-3">
              {current.map((item) => {
                const isSatisfied = item.verdict === 'satisfied';
                return (
                  <li
                    key={item.id}
                    aria-label={item.name}
                    data-satisfied={isSatisfied}
                    className={`rounded-md border p-3 ${isSatisfied ? 'border-green-200 bg-green-50' : 'border-gray-200'}`}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
                        {isSatisfied ? (
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
                    <p className="mt-1 text-xs text-gray-600">{sourceLabels[item.source]}</p>
                    <p className="mt-1 text-sm text-gray-700">{item.description}</p>
                    <p
                      className={`mt-1 text-xs font-medium ${isSatisfied ? 'text-green-800' : 'text-amber-800'}`}
                    >
                      {isSatisfied
                        ? `Provided by ${item.satisfiedByName ?? 'a document'}`
                        : 'Missing'}
                    </p>
                    <p className="mt-0.5 text-xs text-gray-700">{item.reason}</p>
                    {documents.isSuccess && documents.data.length > 0 && (
                      <LinkControl caseId={caseId} requirement={item} documents={documents.data} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {requirements.isSuccess && <AddRequirementForm caseId={caseId} current={current} />}
        </CardContent>
      </section>
    </Card>
  );
}
