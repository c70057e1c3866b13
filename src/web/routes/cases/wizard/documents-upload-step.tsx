import { X } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import type { DocumentType } from '../../../../domain/document';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/button';
import { DocumentDropzone } from '../../../components/documents/document-dropzone';
import { DocumentTypeSelect } from '../../../components/documents/document-type-select';
import { ImportanceBadge } from '../../../components/documents/importance-badge';
import type { PendingUpload } from '../../../components/documents/pending-upload';
import { formatFileSize, SELECT_TYPE_MESSAGE } from '../../../components/documents/upload-rules';
import { Label } from '../../../components/label';
import { Spinner } from '../../../components/spinner';
import { StepHeading } from './step-heading';
import { useCreateCaseWithUploads } from './use-create-case-with-uploads';
import type { WizardAction, WizardState } from './wizard-state';

const CREATE_FAILED_MESSAGE = 'Failed to create case';

/**
 * Step 3 (spec §2/§4): choose documents, each with its type, then 'Create Case' creates the case,
 * uploads them and opens it. `files` lives with the wizard so it survives going Back.
 */
export function DocumentsUploadStep({
  state,
  dispatch,
  files,
  onFilesChange,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  files: PendingUpload[];
  onFilesChange: (files: PendingUpload[]) => void;
}) {
  const [type, setType] = useState<DocumentType | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const { createWithUploads, isCreating, createError, progress } =
    useCreateCaseWithUploads(dispatch);

  const onDrop = (accepted: File[], refusal: string | null) => {
    if (!type) return setProblem(SELECT_TYPE_MESSAGE);
    setProblem(refusal);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({
      id: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
      file,
      type,
    }));
    onFilesChange([...files, ...added]);
  };

  const retype = (id: string, next: DocumentType) =>
    onFilesChange(
      files.map((pending) => (pending.id === id ? { ...pending, type: next } : pending)),
    );

  return (
    <div className="space-y-5">
      <StepHeading takeFocus={state.hasMoved}>Documents</StepHeading>
      <p className="text-sm text-gray-700">
        Add supporting documents now (optional). They are uploaded and scored for relevance,
        completeness and compliance as soon as the case is created; you can add more later from the
        case's Documentation tab.
      </p>

      {state.suggestedDocuments.length > 0 && (
        <section
          aria-labelledby="wizard-suggested"
          className="rounded-md border border-gray-200 p-4"
        >
          <h3 id="wizard-suggested" className="mb-2 text-sm font-semibold text-gray-900">
            Suggested for this case
          </h3>
          <ul className="space-y-1.5">
            {state.suggestedDocuments.map((document) => (
              <li
                key={document.id}
                className="flex items-center justify-between gap-2 text-sm text-gray-800"
              >
                {document.name}
                <ImportanceBadge importance={document.importance} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="space-y-1.5">
        <Label htmlFor="wizard-document-type">Document Type</Label>
        <DocumentTypeSelect
          id="wizard-document-type"
          value={type}
          onValueChange={(next) => {
            setType(next);
            if (problem === SELECT_TYPE_MESSAGE) setProblem(null);
          }}
          disabled={isCreating}
          invalid={problem === SELECT_TYPE_MESSAGE}
          describedBy={problem ? 'wizard-upload-problem' : undefined}
        />
      </div>
      <DocumentDropzone
        multiple
        onDrop={onDrop}
        disabled={isCreating}
        inputLabel="Choose document files"
      />
      {problem && (
        <p id="wizard-upload-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}

      {files.length > 0 && (
        <ul aria-label="Documents to upload" className="space-y-2">
          {files.map((pending) => (
            <li
              key={pending.id}
              aria-label={pending.file.name}
              className="flex flex-wrap items-center gap-3 rounded-md border border-gray-200 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{pending.file.name}</p>
                <p className="text-xs text-gray-600">{formatFileSize(pending.file.size)}</p>
              </div>
              <div className="w-48">
                <Label htmlFor={`type-${pending.id}`} className="sr-only">
                  Type of {pending.file.name}
                </Label>
                <DocumentTypeSelect
                  id={`type-${pending.id}`}
                  value={pending.type}
                  onValueChange={(next) => retype(pending.id, next)}
                  disabled={isCreating}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${pending.file.name}`}
                disabled={isCreating}
                onClick={() => onFilesChange(files.filter((other) => other.id !== pending.id))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      {createError && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
        >
          <p className="font-medium">{CREATE_FAILED_MESSAGE}</p>
          {createError instanceof ApiError && createError.message !== CREATE_FAILED_MESSAGE && (
            <p className="mt-1">{createError.message}</p>
          )}
        </div>
      )}
      {isCreating && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-800">
          <Spinner label="" />
          {progress
            ? `Uploading ${progress.index} of ${progress.total}: ${progress.name}...`
            : 'Creating case...'}
        </p>
      )}

      <div className="flex justify-between">
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={isCreating}>
          Back
        </Button>
        <Button onClick={() => createWithUploads(state, files)} disabled={isCreating}>
          {isCreating ? 'Creating...' : 'Create Case'}
        </Button>
      </div>
    </div>
  );
}
