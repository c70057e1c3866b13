import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import {
  PASSWORD_IS_EMAIL_MESSAGE,
  passwordMatchesEmail,
  setPasswordSchema,
} from '../../../domain/admin-user';
import { formatDateTime } from '../../../domain/dates';
import { PASSWORD_MIN_LENGTH } from '../../../domain/user';
import { ApiError } from '../../api/http';
import { errorMessageOf } from '../../lib/error-message';
import type { Invitation } from '../../../domain/invitation';
import { useAcceptInvitation, useInvitation } from '../../api/invitations';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { FormAlert } from '../../components/kit/form-alert';

function passwordFormSchema(email: string) {
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

function SetPasswordForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const accept = useAcceptInvitation(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordFormSchema(invitation.email)),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    accept.mutate(password, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields.password : undefined;
        if (message) setError('password', { message });
      },
    }),
  );

  if (accept.isSuccess) {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
        <h2 className="text-lg font-semibold text-gray-900">Your password is set</h2>
        <p className="text-sm text-gray-700">
          You can now sign in as <strong>{accept.data.email}</strong>.
        </p>
        <ButtonLink to="/login" className="w-full">
          Sign In
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Set your password" className="space-y-5">
      <div className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">
        <p>
          Account: <strong className="text-gray-900">{invitation.email}</strong>
        </p>
        <p className="mt-1 text-xs text-gray-600">
          This link expires {formatDateTime(invitation.expiresAt)} and works once.
        </p>
      </div>
      {/* lets password managers file the new password under the right account */}
      <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
      <FormField
        id="invite-password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not your e-mail address.`}
        error={errors.password?.message}
      >
        {(aria) => (
          <Input {...aria} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField id="invite-confirm" label="Confirm Password" error={errors.confirm?.message}>
        {(aria) => (
          <Input {...aria} {...register('confirm')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormAlert
        message={
          accept.isError && !(accept.error instanceof ApiError && accept.error.fields.password)
            ? errorMessageOf(accept.error)
            : null
        }
      />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Saving...' : 'Set Password'}
      </Button>
    </form>
  );
}

/** Public: where an approved access request's invitation link leads. */
export function InvitePage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  return (
    <div className="flex justify-center bg-gray-50 px-4 py-16 sm:py-24">
      <PageTitle title="Set your password" />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">Set your password</h1>
          <CardDescription>
            {invitation.data
              ? `Welcome to CasePilot, ${invitation.data.name}.`
              : 'Finish setting up your CasePilot account'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invitation.isPending && (
            <div className="flex justify-center py-6">
              <Spinner label="Checking the invitation" />
            </div>
          )}
          {invitation.isError && (
            <div className="space-y-4 text-center">
              <FormAlert message={errorMessageOf(invitation.error)} />
              <p className="text-sm text-gray-700">
                Ask an administrator for a new link, or{' '}
                <Link to="/" className="font-medium text-blue-700 hover:underline">
                  request access again
                </Link>
                .
              </p>
            </div>
          )}
          {invitation.data && <SetPasswordForm token={token} invitation={invitation.data} />}
        </CardContent>
      </Card>
    </div>
  );
}
