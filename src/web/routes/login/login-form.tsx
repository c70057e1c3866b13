import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '../../../domain/user';
import { useLogin } from '../../api/auth';
import { errorMessageOf } from '../../lib/error-message';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { postLoginPath } from '../../lib/auth-redirects';
import { LoginCodeForm } from './login-code-form';
import { FormAlert } from '../../components/kit/form-alert';

const emptyLogin: LoginRequest = { emailOrUsername: '', password: '' };

/** Sign-in form (spec §2): both fields required, loading state, the server's error in red. */
export function LoginForm({ origin }: { origin: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: emptyLogin });

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (outcome) => {
        if ('user' in outcome) navigate(postLoginPath(outcome.user, origin), { replace: true });
        else setChallenge(outcome.challenge);
      },
    }),
  );

  if (challenge) {
    return (
      <LoginCodeForm
        challenge={challenge}
        origin={origin}
        onRestart={() => {
          resetField('password');
          login.reset();
          setChallenge(null);
        }}
      />
    );
  }

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

      <FormAlert message={login.error ? errorMessageOf(login.error) : null} />

      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
