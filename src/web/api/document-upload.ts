import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDocument, DocumentType } from '../../domain/document';
import { invalidateCase } from './case-invalidation';
import { caseKeys } from './case-keys';
import { ApiError, NETWORK_ERROR_MESSAGE } from './http';

export interface UploadInput {
  file: File;
  type: DocumentType;
  /** Called with 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body as { error: { code?: unknown; message?: unknown; fields?: unknown } };
      if (typeof error.code === 'string' && typeof error.message === 'string') {
        const fields =
          typeof error.fields === 'object' && error.fields !== null
            ? (error.fields as Record<string, string>)
            : {};
        return new ApiError(xhr.status, error.code, error.message, fields);
      }
    }
  } catch {
    // not JSON: fall through to the status line
  }
  return new ApiError(
    xhr.status,
    xhr.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    xhr.statusText || `Request failed with status ${xhr.status}`,
  );
}

/**
 * POST /api/cases/:id/documents as multipart, `type` before `file` so the server can refuse a
 * missing type before storing a byte. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Resolves with the document in status 'analyzing' (202).
 */
export function uploadDocument(
  caseId: string,
  { file, type, onProgress }: UploadInput,
): Promise<CaseDocument> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/cases/${encodeURIComponent(caseId)}/documents`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as CaseDocument);
        } catch {
          reject(new ApiError(xhr.status, 'INTERNAL', 'The server sent an unreadable answer'));
        }
      } else {
        reject(errorFrom(xhr));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    xhr.send(form);
  });
}

export function useUploadDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadDocument(caseId, input),
    onSuccess: (uploaded) => {
      // Shown at once as 'analyzing' (the server answered 202); the list then polls until the
      // background analysis is done, so the seller always sees the analysing state, however short.
      queryClient.setQueryData<CaseDocument[]>(caseKeys.documents(caseId), (list = []) => [
        uploaded,
        ...list.filter((d) => d.id !== uploaded.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) });
    },
    // A failed upload may still have changed something (e.g. a timeout after the server stored it).
    onError: () => invalidateCase(queryClient, caseId),
  });
}
