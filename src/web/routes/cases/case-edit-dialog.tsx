import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { caseTypes } from '../../../domain/case-type';
import type { CaseDetail } from '../../../domain/case-detail';
import { useUpdateCase } from '../../api/case-update';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';
import {
  caseEditFormSchema,
  editDefaultsOf,
  statusChoicesFrom,
  toCaseUpdate,
  type CaseEditInput,
  type CaseEditOutput,
} from './case-edit-form';
import { FormActions } from '../../components/kit/form-actions';
import { FormAlert } from '../../components/kit/form-alert';

const typeOptions = caseTypes.map((caseType) => ({ value: caseType, label: caseType }));

// server field names that the form shows under a differently named input
const formFieldOf: Record<string, FieldPath<CaseEditInput>> = {
  probabilityScore: 'probabilityPercent',
};

function EditCaseForm({ item, onDone }: { item: CaseDetail; onDone: () => void }) {
  const update = useUpdateCase(item.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CaseEditInput, unknown, CaseEditOutput>({
    resolver: zodResolver(caseEditFormSchema),
    defaultValues: editDefaultsOf(item),
  });
  const statusOptions = statusChoicesFrom(item.status).map((status) => ({
    value: status,
    label: status,
  }));

  const onSubmit = handleSubmit((values) =>
    update.mutate(toCaseUpdate(values), {
      onSuccess: () => {
        toast.success('Case updated');
        onDone();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          const name =
            formFieldOf[field] ??
            (field in caseEditFormSchema.shape ? (field as FieldPath<CaseEditInput>) : null);
          if (name) setError(name, { message });
        }
      },
    }),
  );

  const serverError = update.error
    ? update.error instanceof ApiError
      ? update.error.message
      : NETWORK_ERROR_MESSAGE
    : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit case" className="space-y-4">
      <FormField id="edit-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="edit-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="edit-asin" label="ASIN" error={errors.asin?.message}>
          {(aria) => (
            <Input {...aria} {...register('asin')} autoCapitalize="characters" spellCheck={false} />
          )}
        </FormField>
        <FormField id="edit-seller-id" label="Seller ID" error={errors.sellerId?.message}>
          {(aria) => <Input {...aria} {...register('sellerId')} spellCheck={false} />}
        </FormField>
        <SelectField
          control={control}
          name="caseType"
          id="edit-case-type"
          label="Case Type"
          error={errors.caseType?.message}
          options={typeOptions}
        />
        <SelectField
          control={control}
          name="status"
          id="edit-status"
          label="Status"
          error={errors.status?.message}
          hint="Only the moves the case workflow allows are offered."
          options={statusOptions}
        />
        <FormField
          id="edit-probability"
          label="Success Probability (%)"
          error={errors.probabilityPercent?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={0}
              max={100}
              step={1}
              {...register('probabilityPercent', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id="edit-due-date" label="Response Deadline" error={errors.dueDate?.message}>
          {(aria) => <Input {...aria} type="date" {...register('dueDate')} />}
        </FormField>
      </div>

      <FormAlert message={serverError} />

      <FormActions
        className="pt-2"
        onCancel={onDone}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        isPending={update.isPending}
      />
    </form>
  );
}

/** Edit Case: the domain's validation, and a status control offering only legal transitions. */
export function CaseEditDialog({
  item,
  open,
  onOpenChange,
}: {
  item: CaseDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Case" className="max-w-2xl">
      {/* mounted only while open, so every opening starts from the saved case */}
      {open && <EditCaseForm item={item} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
