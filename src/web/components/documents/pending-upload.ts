import type { DocumentType } from '../../../domain/document';

/** A file chosen in the wizard, uploaded once the case exists. */
export interface PendingUpload {
  id: string;
  file: File;
  type: DocumentType;
}
