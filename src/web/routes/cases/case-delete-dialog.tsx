import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useDeleteCase, useForgetDeletedCase } from '../../api/case-delete';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { Dialog } from '../../components/dialog';
import { FormActions } from '../../components/kit/form-actions';

/** Delete Case asks first: the case's documents and communications go with it. */
export function CaseDeleteDialog({
  caseId,
  title,
  open,
  onOpenChange,
}: {
  caseId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const deletion = useDeleteCase(caseId);
  const forgetDeletedCase = useForgetDeletedCase();

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: async () => {
        toast.success('Case deleted');
        // replace: Back must not lead to a case that no longer exists
        await navigate('/cases', { replace: true });
        forgetDeletedCase(caseId);
      },
    });

  const errorMessage = deletion.error
    ? deletion.error instanceof ApiError
      ? deletion.error.message
      : NETWORK_ERROR_MESSAGE
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this case?"
      description={
        <>
          “{title}” will be deleted permanently, together with its documents and communications.
          This cannot be undone.
        </>
      }
    >
      {errorMessage && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          {errorMessage}
        </p>
      )}
      <FormActions
        onCancel={() => onOpenChange(false)}
        onConfirm={confirm}
        isDanger
        submitLabel="Delete Case"
        pendingLabel="Deleting..."
        isPending={deletion.isPending}
      />
    </Dialog>
  );
}
