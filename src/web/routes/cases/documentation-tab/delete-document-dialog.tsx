import { useDeleteDocument } from '../../../api/document-delete';
import { ApiError } from '../../../api/http';
import { Dialog } from '../../../components/dialog';
import { FormActions } from '../../../components/kit/form-actions';

const DELETE_FAILED_MESSAGE = 'Failed to delete document';

export function DeleteDocumentDialog({
  caseId,
  document,
  onOpenChange,
}: {
  caseId: string;
  /** The document to confirm deleting; null while closed. */
  document: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteDocument(caseId);
  const close = () => {
    remove.reset();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title="Delete document?"
      description={
        document ? `"${document.name}" and its analysis will be removed from this case.` : undefined
      }
    >
      {remove.isError && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-medium">{DELETE_FAILED_MESSAGE}</p>
          {remove.error instanceof ApiError && remove.error.message !== DELETE_FAILED_MESSAGE && (
            <p className="mt-0.5">{remove.error.message}</p>
          )}
        </div>
      )}
      <FormActions
        onCancel={close}
        isCancelDisabled={remove.isPending}
        onConfirm={() => document && remove.mutate(document.id, { onSuccess: close })}
        isDanger
        submitLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        isBlocked={document === null}
      />
    </Dialog>
  );
}
