import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { accessRequestRejectSchema } from '../../../domain/access-request';
import { useRejectAccessRequest } from '../../api/admin-access-request-review';
import type { AdminAccessRequest } from '../../../domain/access-request';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/textarea';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';
import { applyFieldErrors } from '../../lib/server-errors';
import { FormActions } from '../../components/kit/form-actions';

function RejectForm({ item, onDone }: { item: AdminAccessRequest; onDone: () => void }) {
  const reject = useRejectAccessRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(accessRequestRejectSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) =>
    reject.mutate(
      { id: item.id, reason },
      {
        onSuccess: () => {
          toast.success(`Request from ${item.email} rejected`);
          onDone();
        },
        onError: (error) => applyFieldErrors(error, ['reason'], setError),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reject access request" className="space-y-4">
      <FormField
        id="reject-reason"
        label="Reason"
        hint="Kept with the request for other administrators; not sent to the requester."
        error={errors.reason?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('reason')} />}
      </FormField>
      <FormAlert message={reject.isError ? errorMessageOf(reject.error) : null} />
      <FormActions
        onCancel={onDone}
        isDanger
        submitLabel="Reject Request"
        pendingLabel="Rejecting..."
        isPending={reject.isPending}
      />
    </form>
  );
}

export function RejectRequestDialog({
  item,
  onClose,
}: {
  item: AdminAccessRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Access Request"
      description={
        item ? `Reject the request from ${item.email} (${item.companyName})?` : undefined
      }
    >
      {item && <RejectForm key={item.id} item={item} onDone={onClose} />}
    </Dialog>
  );
}
