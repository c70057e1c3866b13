import { AlertTriangle, Download, FileArchive, FileText, Package, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { NOT_READY_MESSAGE } from '../../../../domain/case-readiness';
import { isResolved, type CaseStatus } from '../../../../domain/case-status';
import { formatDate } from '../../../../domain/dates';
import { followUpWindow } from '../../../../domain/follow-up';
import { useSubmitToAmazon } from '../../../api/amazon-submission';
import {
  useGenerateSubmissionPackage,
  useSubmissionPackage,
  type PackageFile,
} from '../../../api/submission-package';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { useSingleFlight } from '../../../lib/use-single-flight';

const ZIP_NAME = 'Submission Package.zip';

function FileLink({ file }: { file: PackageFile }) {
  const isZip = file.name === ZIP_NAME;
  const Icon = isZip ? FileArchive : FileText;
  return (
    <a
      href={file.url}
      download={file.name}
      className={buttonClasses({
        variant: isZip ? 'primary' : 'outline',
        className: 'justify-start',
      })}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {isZip ? 'Download all (.zip)' : file.name}
      <Download aria-hidden="true" className="ml-auto h-4 w-4" />
    </a>
  );
}

/**
 * 'Generate Submission Package' (spec §2 Case Summary): real files regenerated from the case's
 * current data, then 'Submit to Amazon', which records the submission. Amazon has no public API
 * for appeals, so the seller files the package in Seller Central themselves. The server builds
 * the files in the background; the panel polls until they are ready, and shows a package
 * generated earlier when the page is opened again.
 */
export function SubmissionPackagePanel({
  caseId,
  status,
  isReady,
  missing,
}: {
  caseId: string;
  /** Approved and Closed cases need no submission; one already submitted says so after a reload. */
  status: CaseStatus;
  isReady: boolean;
  /** What readiness still lacks (the case model's assessment). */
  missing: string[];
}) {
  const generate = useGenerateSubmissionPackage(caseId);
  const current = useSubmissionPackage(caseId).data;
  const submit = useSubmitToAmazon(caseId);
  const [submittedAt, setSubmittedAt] = useState<Date | null>(null);
  const [openedAt] = useState(() => new Date());
  const followUpDates = followUpWindow(submittedAt ?? openedAt);
  const followUp = `Follow up between ${formatDate(followUpDates.from)} and ${formatDate(followUpDates.to)} if you have not heard back.`;
  const resolved = isResolved(status);
  // The server refuses to record the same package as submitted twice (409): not offered then.
  const isSubmitted = status === 'Submitted to Amazon' && Boolean(current?.submittedAt);
  const once = useSingleFlight();
  // Once recorded, the button goes away: focus moves to the line saying so, not to <body>.
  const submissionNote = useRef<HTMLParagraphElement>(null);
  const onSubmit = () =>
    once((settle) =>
      submit.mutate(undefined, {
        onSettled: settle,
        onSuccess: () => {
          const at = new Date();
          setSubmittedAt(at);
          submissionNote.current?.focus();
          const next = followUpWindow(at);
          toast.success('Case marked as Submitted to Amazon', {
            description: `Follow up between ${formatDate(next.from)} and ${formatDate(next.to)} if you have not heard back.`,
          });
        },
      }),
    );

  const isGenerating = generate.isPending || current?.status === 'generating';
  // While a new package is generated, the previous files are about to be replaced: not offered.
  const files = isGenerating ? [] : (current?.files ?? []);
  const hasPackage = files.length > 0;
  const documents = files.filter((file) => file.name !== ZIP_NAME);
  const zip = files.find((file) => file.name === ZIP_NAME);

  return (
    <section aria-label="Submission package" className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          disabled={!isReady || isGenerating}
          aria-describedby={isReady ? undefined : 'package-not-ready'}
          onClick={() => generate.mutate()}
        >
          {isGenerating ? (
            <Spinner label="Generating" className="[&_svg]:text-white" />
          ) : (
            <Package aria-hidden="true" className="h-4 w-4" />
          )}
          {isGenerating
            ? 'Generating...'
            : hasPackage
              ? 'Regenerate Submission Package'
              : 'Generate Submission Package'}
        </Button>
        {current?.status === 'generating' && (
          <p role="status" className="text-sm text-gray-700">
            Generating your package. Large documents can take up to a minute; you can leave this
            page meanwhile.
          </p>
        )}
        {resolved && (
          <p id="package-not-ready" className="text-sm text-gray-700">
            This case is {status}: there is nothing left to submit.
          </p>
        )}
        {!isReady && !resolved && (
          <p id="package-not-ready" className="flex items-center gap-1 text-sm text-amber-800">
            <AlertTriangle aria-hidden="true" className="h-4 w-4" />
            {NOT_READY_MESSAGE}
            {missing.length > 0 ? `: ${missing.join('; ')}.` : '.'}
          </p>
        )}
      </div>
      {generate.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {generate.error.message}
        </p>
      ) : (
        current?.status === 'failed' &&
        current.error && (
          <p role="alert" className="text-sm text-red-800">
            {current.error}
          </p>
        )
      )}

      {hasPackage && (
        <div className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
          <div>
            <h3 className="font-semibold text-gray-900">Your submission package</h3>
            {current?.generatedAt && (
              <p className="text-sm text-gray-700">
                Generated on {formatDate(current.generatedAt)}
              </p>
            )}
          </div>
          <ul aria-label="Package files" className="grid gap-2 sm:grid-cols-2">
            {documents.map((file) => (
              <li key={file.name} className="grid">
                <FileLink file={file} />
              </li>
            ))}
            {zip && (
              <li className="grid">
                <FileLink file={zip} />
              </li>
            )}
          </ul>
          {!resolved && (
            <div className="space-y-2 border-t border-gray-200 pt-4">
              <p className="text-sm text-gray-800">
                Amazon offers no public API for account-health appeals: file these documents
                yourself in Seller Central (Performance › Account Health, or the notification's
                appeal link). Then record it here with <strong>Submit to Amazon</strong>.
              </p>
              {!isSubmitted && (
                <Button
                  variant={submittedAt ? 'outline' : 'primary'}
                  disabled={submit.isPending}
                  onClick={onSubmit}
                >
                  <Send aria-hidden="true" className="h-4 w-4" />
                  {submit.isPending ? 'Submitting...' : 'Submit to Amazon'}
                </Button>
              )}
              {submit.isError && (
                <p role="alert" className="text-sm text-red-800">
                  {submit.error.message}
                </p>
              )}
              <p
                ref={submissionNote}
                tabIndex={-1}
                role={submittedAt ? 'status' : undefined}
                className="text-sm text-gray-700 focus:outline-none"
              >
                {submittedAt
                  ? `Recorded as submitted on ${formatDate(submittedAt.toISOString())}. ${followUp}`
                  : status === 'Submitted to Amazon'
                    ? 'This case is recorded as Submitted to Amazon; the Communication tab shows when, and when to follow up.'
                    : `After submitting: ${followUp}`}
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
