import { AlertTriangle, CheckCircle2, Download, FileText, RefreshCw, Trash2 } from 'lucide-react';
import { formatDate } from '../../../../domain/dates';
import { documentTypeLabels, type CaseDocument } from '../../../../domain/document';
import { toPercent } from '../../../../domain/score-bands';
import { useReanalyzeDocument } from '../../../api/document-reanalyze';
import { documentFileUrl } from '../../../api/documents';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { formatFileSize } from '../../../components/documents/upload-rules';
import { RelevanceBar } from './score-bar';

function StatusBadge({ status }: { status: CaseDocument['status'] }) {
  if (status === 'analyzing')
    return (
      <Badge variant="info">
        <Spinner label="" className="[&_svg]:h-3 [&_svg]:w-3" />
        Analyzing
      </Badge>
    );
  if (status === 'failed')
    return (
      <Badge variant="danger">
        <AlertTriangle aria-hidden="true" className="h-3 w-3" />
        Analysis failed
      </Badge>
    );
  return (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" className="h-3 w-3" />
      Analyzed
    </Badge>
  );
}

function Percent({ label, score }: { label: string; score: number | null }) {
  return (
    <div>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-sm font-medium text-gray-900">
        {score === null ? '—' : `${toPercent(score)}%`}
      </dd>
    </div>
  );
}

/** One uploaded document with its analysis (spec §2 Documentation tab). */
export function DocumentItem({
  caseId,
  document,
  onDelete,
}: {
  caseId: string;
  document: CaseDocument;
  onDelete: (document: CaseDocument) => void;
}) {
  const reanalyze = useReanalyzeDocument(caseId);
  const isAnalyzed = document.status === 'analyzed';
  return (
    <li
      className="rounded-lg border border-gray-200 p-4"
      data-document-status={document.status}
      aria-label={document.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gray-500" />
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900" title={document.name}>
              {document.name}
            </p>
            <p className="text-xs text-gray-600">
              {documentTypeLabels[document.type]} · {formatFileSize(document.size)} · Uploaded{' '}
              {formatDate(document.uploadedAt)}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-1">
          <StatusBadge status={document.status} />
          <a
            href={documentFileUrl(caseId, document.id)}
            download={document.name}
            className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            aria-label={`Download ${document.name}`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${document.name}`}
            onClick={() => onDelete(document)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
          </Button>
        </div>
      </div>

      {isAnalyzed && document.relevanceScore !== null && (
        <div className="mt-3 space-y-3">
          <RelevanceBar id={`relevance-${document.id}`} score={document.relevanceScore} />
          <dl className="grid grid-cols-2 gap-3">
            <Percent label="Completeness" score={document.completenessScore} />
            <Percent label="Compliance" score={document.complianceScore} />
          </dl>
        </div>
      )}
      {document.feedback && <p className="mt-3 text-sm text-gray-800">{document.feedback}</p>}
      {document.missingElements.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 text-xs font-medium text-gray-700">Missing elements</p>
          <ul aria-label={`Missing from ${document.name}`} className="flex flex-wrap gap-1.5">
            {document.missingElements.map((element) => (
              <li key={element}>
                <Badge variant="orange">{element}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {document.status === 'failed' && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {document.error && <p className="text-sm text-red-800">{document.error}</p>}
          <Button
            variant="outline"
            size="sm"
            disabled={reanalyze.isPending}
            onClick={() => reanalyze.mutate(document.id)}
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Reanalyze
          </Button>
          {reanalyze.isError && (
            <p role="alert" className="text-sm text-red-800">
              {reanalyze.error.message}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
