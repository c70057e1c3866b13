import { Sparkles } from 'lucide-react';
import type { Dispatch } from 'react';
import { ANALYSIS_FAILED_MESSAGE } from '../../../../domain/email-analysis';
import { useAnalyzeEmail, useEmailAnalysisResult } from '../../../api/email-analysis';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { Textarea } from '../../../components/textarea';
import { titleFromAnalysis } from './analysis-title';
import { EmailAnalysisResults } from './email-analysis-results';
import { StepHeading } from './step-heading';
import type { WizardAction, WizardState } from './wizard-state';

/**
 * Step 2 (spec §2/§4): paste the Amazon e-mail and analyse it. The analysis fills case type and
 * title only where empty, always sets the probability and keeps the suggested documents; the
 * e-mail itself is sent with the case as `emailContent`. Next waits for an analysis.
 */
export function EmailAnalysisStep({
  state,
  dispatch,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}) {
  const analyze = useAnalyzeEmail();
  const result = useEmailAnalysisResult(state.emailContent);
  const isBlank = state.emailContent.trim().length === 0;
  const isStale = state.isAnalyzed && !result.data && !analyze.isPending;

  const run = () => {
    if (isBlank || analyze.isPending) return;
    analyze.mutate(state.emailContent, {
      onSuccess: (analysis) =>
        dispatch({
          type: 'applyAnalysis',
          analysis: { ...analysis, title: titleFromAnalysis(analysis) },
        }),
    });
  };

  return (
    <div className="space-y-5">
      <StepHeading takeFocus={state.hasMoved}>Email Analysis</StepHeading>
      <FormField
        id="emailContent"
        label="Amazon Email"
        hint="Paste the whole notification from Amazon, headers and all. It is saved with the case as an 'Amazon Email' communication."
        error={analyze.isError ? ANALYSIS_FAILED_MESSAGE : undefined}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={10}
            value={state.emailContent}
            onChange={(e) => dispatch({ type: 'editEmail', content: e.target.value })}
            placeholder="Paste the Amazon email content here..."
          />
        )}
      </FormField>
      {analyze.isError &&
        analyze.error instanceof ApiError &&
        analyze.error.message !== ANALYSIS_FAILED_MESSAGE && (
          <p className="-mt-3 text-sm text-red-700">{analyze.error.message}</p>
        )}
      <div>
        <Button onClick={run} disabled={isBlank || analyze.isPending}>
          {analyze.isPending ? (
            <Spinner label="Analyzing" className="[&_svg]:text-white" />
          ) : (
            <Sparkles aria-hidden="true" className="h-4 w-4" />
          )}
          {analyze.isPending ? 'Analyzing...' : 'Analyze Email'}
        </Button>
      </div>
      {isStale && (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          The e-mail has changed since it was analysed. Analyze it again to update the results.
        </p>
      )}
      {result.data && <EmailAnalysisResults analysis={result.data} />}
      <div className="flex justify-between">
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <div className="flex gap-2">
          {!state.isAnalyzed && (
            <Button variant="ghost" onClick={() => dispatch({ type: 'skip' })}>
              Skip
            </Button>
          )}
          <Button onClick={() => dispatch({ type: 'next' })} disabled={!state.isAnalyzed}>
            Next: Documentation
          </Button>
        </div>
      </div>
    </div>
  );
}
