import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../../api/auth';
import { useCreateCase } from '../../../api/case-create';
import { invalidateCase } from '../../../api/case-invalidation';
import { uploadDocument } from '../../../api/document-upload';
import { ApiError } from '../../../api/http';
import { errorMessageOf } from '../../../lib/error-message';
import type { PendingUpload } from '../../../components/documents/pending-upload';
import { UPLOAD_FAILED_MESSAGE } from '../../../components/documents/upload-rules';
import { finishWizardDraft } from './wizard-draft';
import { detailsErrorsOf, toCaseCreate, type WizardAction, type WizardState } from './wizard-state';

export interface UploadProgress {
  index: number;
  total: number;
  name: string;
}

/**
 * 'Create Case' with documents: create the case, upload each pending file (one at a time, as
 * the API takes them), then open the case. The case exists before any upload, so an upload that
 * fails loses nothing: it is reported on the case page, where it can be uploaded again.
 */
export function useCreateCaseWithUploads(dispatch: Dispatch<WizardAction>) {
  const create = useCreateCase();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // A double click's second click arrives before the button re-renders as disabled, and would
  // create a second case: the ref refuses it at once. The flag keeps the button disabled from
  // the click until the case page opens (the wizard then unmounts), not just during the POST.
  const inFlight = useRef(false);
  const [isRunning, setRunning] = useState(false);

  const run = async (state: WizardState, files: readonly PendingUpload[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    let caseId: string;
    try {
      const input = toCaseCreate(state);
      caseId = (await create.mutateAsync(input)).id;
      finishWizardDraft(user?.id, input.sellerId);
    } catch (error) {
      inFlight.current = false;
      setRunning(false);
      if (error instanceof ApiError)
        dispatch({ type: 'showErrors', errors: detailsErrorsOf(error.fields) });
      return;
    }
    const failures: { name: string; message: string }[] = [];
    for (const [index, pending] of files.entries()) {
      setProgress({ index: index + 1, total: files.length, name: pending.file.name });
      try {
        await uploadDocument(caseId, { file: pending.file, type: pending.type });
      } catch (error) {
        failures.push({
          name: pending.file.name,
          message: errorMessageOf(error),
        });
      }
    }
    if (files.length > 0) void invalidateCase(queryClient, caseId);
    setProgress(null);
    await navigate(`/cases/${caseId}`);
    for (const failure of failures) {
      toast.error(`${UPLOAD_FAILED_MESSAGE}: ${failure.name}`, {
        description: `${failure.message} The case was created; upload the file again from the Documentation tab.`,
        duration: 15_000,
      });
    }
  };

  return {
    createWithUploads: (state: WizardState, files: readonly PendingUpload[]) =>
      void run(state, files),
    isCreating: isRunning || create.isPending || progress !== null,
    createError: create.error,
    progress,
  };
}
