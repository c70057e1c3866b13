import { useState } from 'react';
import type { CaseDocument } from '../../../../domain/document';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentItem } from './document-item';

export function DocumentList({ caseId, documents }: { caseId: string; documents: CaseDocument[] }) {
  const [toDelete, setToDelete] = useState<CaseDocument | null>(null);
  if (documents.length === 0)
    return <p className="py-6 text-center text-sm text-gray-600">No documents uploaded yet</p>;
  return (
    <>
      <ul aria-label="Uploaded documents" className="space-y-3">
        {documents.map((document) => (
          <DocumentItem
            key={document.id}
            caseId={caseId}
            document={document}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <DeleteDocumentDialog
        caseId={caseId}
        document={toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
      />
    </>
  );
}
