import { clsx } from 'clsx';
import { UploadCloud } from 'lucide-react';
import { useDropzone } from 'react-dropzone';
import { Button } from '../button';
import { ACCEPTED_FILES, MAX_UPLOAD_BYTES, rejectionMessage, UPLOAD_HINT } from './upload-rules';

export interface DocumentDropzoneProps {
  /** One file at a time on the case page; several in the wizard. */
  multiple?: boolean;
  disabled?: boolean;
  /** Files that passed the size and type checks, and the first refusal in words (or null). */
  onDrop: (files: File[], refusal: string | null) => void;
  /** Names the hidden file input that the 'Browse files' button opens. */
  inputLabel?: string;
}

/**
 * Drag-and-drop area with a 'Browse files' button (spec §2 Documentation tab, §5 upload rules).
 * The area itself is not clickable: the button is the keyboard and screen-reader path.
 */
export function DocumentDropzone({
  multiple = false,
  disabled = false,
  onDrop,
  inputLabel = 'Choose a document file',
}: DocumentDropzoneProps) {
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPTED_FILES,
    maxSize: MAX_UPLOAD_BYTES,
    minSize: 1,
    multiple,
    maxFiles: multiple ? 0 : 1,
    disabled,
    noClick: true,
    noKeyboard: true,
    // the plain <input type=file>, whose picker every browser (and Playwright) knows
    useFsAccessApi: false,
    onDrop: (accepted, rejections) => onDrop(accepted, rejectionMessage(rejections)),
  });

  return (
    <div
      {...getRootProps({
        'aria-label': 'Document drop area',
        role: 'group',
        'data-testid': 'document-dropzone',
        className: clsx(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
          disabled && 'cursor-not-allowed opacity-60',
          isDragActive && !isDragReject && 'border-blue-600 bg-blue-50',
          isDragReject && 'border-red-600 bg-red-50',
          !isDragActive && 'border-gray-300 bg-gray-50',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': inputLabel })} />
      <UploadCloud aria-hidden="true" className="h-10 w-10 text-gray-500" />
      <p className="text-sm font-medium text-gray-900">
        {isDragActive
          ? 'Drop the file here'
          : multiple
            ? 'Drag and drop files here, or'
            : 'Drag and drop a file here, or'}
      </p>
      <Button variant="outline" size="sm" onClick={open} disabled={disabled}>
        Browse files
      </Button>
      <p className="text-xs text-gray-600">{UPLOAD_HINT}</p>
    </div>
  );
}
