import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { adminUserCreateSchema, type AdminUserCreate } from '../../../domain/admin-user';
import { PASSWORD_MIN_LENGTH } from '../../../domain/user';
import { useCreateAdminUser } from '../../api/admin-user-mutations';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/input';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';
import { applyFieldErrors } from '../../lib/server-errors';
import { roleOptions } from './user-options';
import { FormActions } from '../../components/kit/form-actions';

type CreateInput = Omit<AdminUserCreate, 'username'> & { username?: string };

const emptyUser: CreateInput = { name: '', email: '', username: '', password: '', role: 'user' };
const fieldNames = ['name', 'email', 'username', 'password', 'role'] as const;

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateInput, unknown, AdminUserCreate>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: emptyUser,
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        toast.success(`User ${user.name} created`);
        onDone();
      },
      onError: (error) => applyFieldErrors(error, fieldNames, setError),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add user" className="space-y-4">
      <FormField id="new-user-name" label="Name" error={errors.name?.message}>
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </FormField>
      <FormField id="new-user-email" label="Email" error={errors.email?.message}>
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
      <FormField
        id="new-user-username"
        label="Username (optional)"
        hint="Letters, digits, dots, dashes and underscores. Left empty, it is taken from the e-mail."
        error={errors.username?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            // an empty box means no username, not an invalid one
            {...register('username', { setValueAs: (v: string) => (v.trim() ? v : undefined) })}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        id="new-user-password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not the e-mail address.`}
        error={errors.password?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <SelectField
        control={control}
        name="role"
        id="new-user-role"
        label="Role"
        error={errors.role?.message}
        options={roleOptions}
      />
      <FormAlert message={create.isError ? errorMessageOf(create.error) : null} />
      <FormActions
        className="pt-2"
        onCancel={onDone}
        submitLabel="Add User"
        pendingLabel="Adding..."
        isPending={create.isPending}
      />
    </form>
  );
}

export function UserCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add User"
      description="The account can sign in at once with the password you set here."
    >
      {/* mounted only while open, so every opening starts with an empty form */}
      {open && <CreateUserForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
