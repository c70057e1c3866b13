import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '../../../domain/user';
import { useLogin } from '../../api/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { postLoginPath } from '../../lib/auth-redirects';

const emptyLogin: LoginRequest = { emailOrUsername: '', password: '' };

function messageOf(error: Error): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}

/** Sign-in form (spec §2): both fields required, loading state, the server's error in red. */
export function LoginForm({ origin }: { origin: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: emptyLogin });

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (user) => navigate(postLoginPath(user, origin), { replace: true }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <FormField
        id="emailOrUsername"
        label="Email or Username"
        error={errors.emailOrUsername?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('emailOrUsername')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>

      {login.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          {messageOf(login.error)}
        </p>
      )}

      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
