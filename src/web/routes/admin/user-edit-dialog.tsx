import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { adminUserUpdateSchema, type AdminUserUpdate } from '../../../domain/admin-user';
import type { AdminUserRow } from '../../../domain/admin-user';
import { useUpdateAdminUser } from '../../api/admin-user-mutations';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/input';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';
import { applyFieldErrors } from '../../lib/server-errors';
import { roleOptions, statusOptions } from './user-options';
import { FormActions } from '../../components/kit/form-actions';

const fieldNames = ['name', 'email', 'role', 'status'] as const;

function EditUserForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const update = useUpdateAdminUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<AdminUserUpdate, unknown, AdminUserUpdate>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role, status: user.status },
  });

  const onSubmit = handleSubmit((values) => {
    // only what changed: the server's last-admin and self checks look at role and status moves
    const changes = Object.fromEntries(
      fieldNames.filter((name) => dirtyFields[name]).map((name) => [name, values[name]]),
    ) as AdminUserUpdate;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: user.id, update: changes },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} updated`);
          onDone();
        },
        onError: (error) => applyFieldErrors(error, fieldNames, setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit user" className="space-y-4">
      <FormField id="edit-user-name" label="Name" error={errors.name?.message}>
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormField id="edit-user-email" label="Email" error={errors.email?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...register('email')}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="role"
          id="edit-user-role"
          label="Role"
          error={errors.role?.message}
          options={roleOptions}
        />
        <SelectField
          control={control}
          name="status"
          id="edit-user-status"
          label="Status"
          error={errors.status?.message}
          options={statusOptions}
        />
      </div>
      <FormAlert message={update.isError ? errorMessageOf(update.error) : null} />
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

export function UserEditDialog({
  user,
  onClose,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit User"
      description={user ? `Change ${user.name}'s details, role or status.` : undefined}
    >
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}
