import type { Accept, FileRejection } from 'react-dropzone';

// The server's rules (src/server/documents/document-upload.ts), checked in the browser first so
// a seller hears at once; the server still enforces them by size while streaming and by magic bytes.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_HINT = 'PDF, Word (.doc, .docx), JPEG or PNG, up to 10MB';
export const SELECT_TYPE_MESSAGE = 'Please select a document type first';
export const TOO_LARGE_MESSAGE = 'File is too large (10 MB at most)';
export const UNSUPPORTED_TYPE_MESSAGE =
  'Unsupported file type. Upload a PDF, Word (.doc/.docx), JPEG or PNG file.';
export const ONE_FILE_MESSAGE = 'Upload one file at a time';
export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload document';

export const ACCEPTED_FILES: Accept = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** The first rejection of a drop, in the server's words. */
export function rejectionMessage(rejections: readonly FileRejection[]): string | null {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.length === 0) return null;
  if (codes.includes('too-many-files')) return ONE_FILE_MESSAGE;
  if (codes.includes('file-invalid-type')) return UNSUPPORTED_TYPE_MESSAGE;
  if (codes.includes('file-too-large')) return TOO_LARGE_MESSAGE;
  if (codes.includes('file-too-small')) return EMPTY_FILE_MESSAGE;
  return UNSUPPORTED_TYPE_MESSAGE;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
