import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import {
  PASSWORD_IS_EMAIL_MESSAGE,
  passwordMatchesEmail,
  setPasswordSchema,
} from '../../../domain/admin-user';
import { PASSWORD_MIN_LENGTH } from '../../../domain/user';
import type { AdminUserRow } from '../../../domain/admin-user';
import { useUpdateAdminUser } from '../../api/admin-user-mutations';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';
import { applyFieldErrors } from '../../lib/server-errors';
import { FormActions } from '../../components/kit/form-actions';

function resetSchemaFor(email: string) {
  return setPasswordSchema
    .extend({ confirm: z.string() })
    .refine((v) => !passwordMatchesEmail(v.password, email), {
      message: PASSWORD_IS_EMAIL_MESSAGE,
      path: ['password'],
    })
    .refine((v) => v.password === v.confirm, {
      message: 'The passwords do not match',
      path: ['confirm'],
    });
}

type ResetValues = { password: string; confirm: string };

function ResetPasswordForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const update = useUpdateAdminUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchemaFor(user.email)),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    update.mutate(
      { id: user.id, update: { password } },
      {
        onSuccess: () => {
          toast.success(`Password reset for ${user.name}`);
          onDone();
        },
        onError: (error) => applyFieldErrors(error, ['password'], setError),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reset password" className="space-y-4">
      <FormField
        id="reset-password"
        label="New Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not the e-mail address.`}
        error={errors.password?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField id="reset-confirm" label="Confirm Password" error={errors.confirm?.message}>
        {(aria) => (
          <Input {...aria} {...register('confirm')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormAlert message={update.isError ? errorMessageOf(update.error) : null} />
      <FormActions
        className="pt-2"
        onCancel={onDone}
        submitLabel="Reset Password"
        pendingLabel="Saving..."
        isPending={update.isPending}
      />
    </form>
  );
}

export function UserPasswordDialog({
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
      title="Reset Password"
      description={
        user
          ? `Set a new password for ${user.name} (${user.email}). They are signed out everywhere.`
          : undefined
      }
    >
      {user && <ResetPasswordForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}
