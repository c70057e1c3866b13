import {
  AlertTriangle,
  CalendarClock,
  CheckCircle2,
  FileText,
  Package,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { CaseAssessment } from '../../../domain/case-assessment';
import {
  countCriticalDocuments,
  documentQualityScore,
  NOT_READY_MESSAGE,
  READY_MESSAGE,
} from '../../../domain/case-readiness';
import { formatDate, formatDateTime } from '../../../domain/dates';
import {
  probabilityBand,
  qualityLabel,
  toPercent,
  type ScoreBand,
} from '../../../domain/score-bands';
import { useCaseAssessment } from '../../api/case-assessment';
import type { CaseDetail } from '../../../domain/case-detail';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { CaseStatusBadge, CaseTypeBadge } from '../../components/cases/case-badges';
import { dueStateOf } from './due-date';
import { ProbabilityFactors } from './probability-factors';
import { daysLeft, deadlineLabel } from '../../../domain/deadline';
import { ProbabilityRing } from './probability-ring';
import { SubmissionPackagePanel } from './submission-package/submission-package-panel';

const barColours: Record<ScoreBand, string> = {
  good: 'bg-green-600',
  medium: 'bg-amber-500',
  poor: 'bg-red-600',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}

function SummaryCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-label={title} className="space-y-1 p-5">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-700">
          {icon}
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

function DueDateNotice({ dueDate }: { dueDate: string }) {
  const state = dueStateOf(dueDate);
  const isUrgent = state !== 'later';
  return (
    <p
      data-due-state={state}
      className={
        isUrgent
          ? 'flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
          : 'flex items-center gap-2 text-sm text-gray-700'
      }
    >
      <CalendarClock aria-hidden="true" className="h-4 w-4" />
      Response deadline: {formatDate(dueDate)} ({deadlineLabel(daysLeft(dueDate, new Date()))})
    </p>
  );
}

function ReadinessLine({ assessment }: { assessment: CaseAssessment | undefined }) {
  // Resolved cases (Approved, Closed) show no readiness prompt; none either until it is known.
  if (!assessment || assessment.resolved) return null;
  return (
    <div
      className={`text-sm ${assessment.ready ? 'text-green-800' : 'text-amber-800'}`}
      data-testid="readiness"
    >
      <p className="flex items-center gap-1">
        {assessment.ready ? (
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        ) : (
          <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        )}
        {assessment.ready ? READY_MESSAGE : NOT_READY_MESSAGE}
      </p>
      {assessment.missing.length > 0 && (
        <ul aria-label="Missing for submission" className="mt-1 list-disc pl-6 text-gray-800">
          {assessment.missing.map((missing) => (
            <li key={missing}>{missing}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Case Summary tab (spec §2): every field, readiness and the documentation summary. */
export function CaseSummaryTab({ item }: { item: CaseDetail }) {
  const documentsCount = item.documents.length;
  const criticalCount = countCriticalDocuments(item.documents);
  const quality = documentQualityScore(item.documents);
  const assessment = useCaseAssessment(item.id).data;
  // The assessment is the case model's latest word; the stored score shows until it arrives.
  const probabilityScore = assessment?.probabilityScore ?? item.probabilityScore;
  const isReady = assessment?.ready ?? false;
  const percent = toPercent(probabilityScore);

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 md:flex-row md:items-start">
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <CaseStatusBadge status={item.status} />
              <CaseTypeBadge caseType={item.caseType} />
            </div>
            <h2 className="text-2xl font-semibold text-gray-900">{item.title}</h2>
            <p className="text-sm text-gray-700">ASIN: {item.asin}</p>
            <p className="text-sm whitespace-pre-line text-gray-800">{item.description}</p>
            {item.dueDate && <DueDateNotice dueDate={item.dueDate} />}
            <dl className="grid grid-cols-2 gap-4 pt-2 sm:grid-cols-4">
              <Detail label="Seller ID">{item.sellerId}</Detail>
              <Detail label="Created">{formatDateTime(item.createdAt)}</Detail>
              <Detail label="Updated">{formatDateTime(item.updatedAt)}</Detail>
              <Detail label="Documents">{documentsCount}</Detail>
            </dl>
          </div>
          <ProbabilityRing score={probabilityScore} />
        </CardContent>
      </Card>

      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard
          icon={<FileText aria-hidden="true" className="h-4 w-4" />}
          title="Documentation"
        >
          <p className="text-2xl font-bold text-gray-900">{documentsCount}</p>
          <p className="text-sm text-gray-700">Critical Documents Provided: {criticalCount}</p>
        </SummaryCard>
        <SummaryCard
          icon={<TrendingUp aria-hidden="true" className="h-4 w-4" />}
          title="Success Probability"
        >
          <p className="text-2xl font-bold text-gray-900">{percent}%</p>
          <p className="text-sm text-gray-700">{percent}% chance of approval</p>
          {assessment && <ProbabilityFactors factors={assessment.factors} />}
        </SummaryCard>
        <SummaryCard
          icon={<Package aria-hidden="true" className="h-4 w-4" />}
          title="Submission Status"
        >
          <p className="text-lg font-semibold text-gray-900">{item.status}</p>
          <ReadinessLine assessment={assessment} />
        </SummaryCard>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Documentation Summary</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Total Documents">{documentsCount}</Detail>
            <Detail label="Critical Documents Provided">{criticalCount}</Detail>
          </dl>
          <div>
            <div className="mb-1 flex items-center justify-between text-sm">
              <span id="quality-label" className="text-gray-700">
                Document Quality Score
              </span>
              <span className="font-medium text-gray-900">
                {quality === null
                  ? 'Not yet scored'
                  : `${qualityLabel(quality)} (${toPercent(quality)}%)`}
              </span>
            </div>
            <div
              role="meter"
              aria-labelledby="quality-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={quality === null ? 0 : toPercent(quality)}
              aria-valuetext={
                quality === null
                  ? 'Not yet scored'
                  : `${qualityLabel(quality)}, ${toPercent(quality)}%`
              }
              className="h-2.5 overflow-hidden rounded-full bg-gray-200"
            >
              {quality !== null && (
                <div
                  className={`h-full rounded-full ${barColours[probabilityBand(quality)]}`}
                  style={{ width: `${toPercent(quality)}%` }}
                />
              )}
            </div>
          </div>

          <div className="border-t border-gray-200 pt-4">
            <SubmissionPackagePanel
              caseId={item.id}
              status={item.status}
              isReady={isReady}
              missing={assessment?.missing ?? []}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
