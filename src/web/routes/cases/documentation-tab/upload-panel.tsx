import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import type { DocumentType } from '../../../../domain/document';
import { useUploadDocument } from '../../../api/document-upload';
import { ApiError } from '../../../api/http';
import { DocumentDropzone } from '../../../components/documents/document-dropzone';
import { DocumentTypeSelect } from '../../../components/documents/document-type-select';
import {
  SELECT_TYPE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
} from '../../../components/documents/upload-rules';
import { Label } from '../../../components/label';
import { Spinner } from '../../../components/spinner';

interface UploadProblem {
  title: string;
  detail?: string;
}

/** The document-type select, the drop area and the upload's progress (one file at a time). */
export function UploadPanel({ caseId }: { caseId: string }) {
  const [type, setType] = useState<DocumentType | ''>('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const upload = useUploadDocument(caseId);

  const onDrop = (files: File[], refusal: string | null) => {
    if (!type) return setProblem({ title: SELECT_TYPE_MESSAGE });
    if (refusal) return setProblem({ title: refusal });
    const [file] = files;
    if (!file) return;
    setProblem(null);
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(
      { file, type, onProgress: (fraction) => setProgress({ name: file.name, fraction }) },
      {
        onError: (error) =>
          setProblem({
            title: UPLOAD_FAILED_MESSAGE,
            detail:
              error instanceof ApiError && error.message !== UPLOAD_FAILED_MESSAGE
                ? error.message
                : undefined,
          }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const isSelectTypeProblem = problem?.title === SELECT_TYPE_MESSAGE;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="document-type">Document Type</Label>
        <DocumentTypeSelect
          id="document-type"
          value={type}
          onValueChange={(next) => {
            setType(next);
            if (isSelectTypeProblem) setProblem(null);
          }}
          disabled={upload.isPending}
          invalid={isSelectTypeProblem}
          describedBy={problem ? 'upload-problem' : undefined}
        />
      </div>
      <DocumentDropzone onDrop={onDrop} disabled={upload.isPending} />
      {progress && (
        <div role="status" className="space-y-1">
          <p className="flex items-center gap-2 text-sm text-gray-800">
            <Spinner label="Uploading" />
            Uploading {progress.name}… {Math.round(progress.fraction * 100)}%
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-blue-600 transition-all"
              style={{ width: `${Math.round(progress.fraction * 100)}%` }}
            />
          </div>
        </div>
      )}
      {problem && (
        <div
          id="upload-problem"
          role="alert"
          className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-medium">{problem.title}</p>
            {problem.detail && <p className="mt-0.5">{problem.detail}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
