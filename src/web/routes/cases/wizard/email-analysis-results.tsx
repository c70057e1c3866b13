import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/dates';
import type { EmailAnalysis } from '../../../../domain/email-analysis';
import { probabilityBand, toPercent, type ScoreBand } from '../../../../domain/score-bands';
import { CaseTypeBadge } from '../../../components/cases/case-badges';
import { ImportanceBadge } from '../../../components/documents/importance-badge';

const bandText: Record<ScoreBand, string> = {
  good: 'text-green-700',
  medium: 'text-amber-700',
  poor: 'text-red-700',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-gray-900">{children}</dd>
    </div>
  );
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900">{title}</h4>
      {children}
    </section>
  );
}

/** What the analysis found (spec §2 wizard step 2), every figure from the server. */
export function EmailAnalysisResults({ analysis }: { analysis: EmailAnalysis }) {
  const band = probabilityBand(analysis.probabilityScore);
  return (
    <section
      aria-labelledby="analysis-results"
      className="space-y-5 rounded-lg border border-gray-200 bg-gray-50 p-5"
    >
      <h3 id="analysis-results" className="text-lg font-semibold text-gray-900">
        Analysis Results
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Case Type">
          <CaseTypeBadge caseType={analysis.caseType} />
        </Fact>
        <Fact label="Identified Issue">{analysis.identifiedIssue}</Fact>
        <Fact label="ASINs">
          {analysis.asins.length > 0 ? analysis.asins.join(', ') : 'None found'}
        </Fact>
        <Fact label="Response Deadline">
          {analysis.deadline ? formatDate(analysis.deadline) : 'None stated'}
        </Fact>
      </dl>
      <p className={clsx('text-base font-semibold', bandText[band])} data-band={band}>
        Initial success probability {toPercent(analysis.probabilityScore)}%
      </p>
      {analysis.keyIssues.length > 0 && (
        <Subsection title="Key Issues">
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
            {analysis.keyIssues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </Subsection>
      )}
      {analysis.analysisText && (
        <Subsection title="Analysis">
          <p className="text-sm whitespace-pre-line text-gray-800">{analysis.analysisText}</p>
        </Subsection>
      )}
      {analysis.nextSteps.length > 0 && (
        <Subsection title="Next Steps">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-800">
            {analysis.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Subsection>
      )}
      {analysis.suggestedDocuments.length > 0 && (
        <Subsection title="Suggested Documents">
          <ul className="space-y-2">
            {analysis.suggestedDocuments.map((document) => (
              <li
                key={document.id}
                aria-label={document.name}
                className="rounded-md border border-gray-200 bg-white p-3"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-gray-900">{document.name}</p>
                  <ImportanceBadge importance={document.importance} />
                </div>
                <p className="mt-1 text-sm text-gray-700">{document.description}</p>
                {document.examples.length > 0 && (
                  <p className="mt-1 text-xs text-gray-600">
                    Examples: {document.examples.join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Subsection>
      )}
    </section>
  );
}
