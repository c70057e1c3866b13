import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  checkLoginRequest,
  type LoginRequestInput,
  type LoginRequestIssues,
} from '../../../domain/login-request';
import { useLogin } from '../../api/auth';
import { errorMessageOf } from '../../lib/error-message';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { postLoginPath } from '../../lib/auth-redirects';
import { LoginCodeForm } from './login-code-form';
import { FormAlert } from '../../components/kit/form-alert';

const emptyLogin: LoginRequestInput = { emailOrUsername: '', password: '' };
const fieldOrder = ['emailOrUsername', 'password'] as const;

/**
 * Sign-in form (spec §2): both fields required, loading state, the server's error in red.
 * Plain state rather than react-hook-form + zod (35 KB that /login would load first): checked on
 * submit, then again on each change, the first invalid field focused, as the other forms behave.
 */
export function LoginForm({ origin }: { origin: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [values, setValues] = useState(emptyLogin);
  const [errors, setErrors] = useState<LoginRequestIssues>({});
  const [submitted, setSubmitted] = useState(false);
  const fields = useRef<Partial<Record<keyof LoginRequestInput, HTMLInputElement | null>>>({});

  const fieldProps = (name: keyof LoginRequestInput) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      fields.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) setErrors(checkLoginRequest(next));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const issues = checkLoginRequest(values);
    setErrors(issues);
    const firstInvalid = fieldOrder.find((name) => issues[name]);
    if (firstInvalid) return fields.current[firstInvalid]?.focus();
    const credentials = { ...values, emailOrUsername: values.emailOrUsername.trim() };
    login.mutate(credentials, {
      onSuccess: (outcome) => {
        if ('user' in outcome) navigate(postLoginPath(outcome.user, origin), { replace: true });
        else setChallenge(outcome.challenge);
      },
    });
  };

  if (challenge) {
    return (
      <LoginCodeForm
        challenge={challenge}
        origin={origin}
        onRestart={() => {
          setValues((current) => ({ ...current, password: '' }));
          login.reset();
          setChallenge(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <FormField id="emailOrUsername" label="Email or Username" error={errors.emailOrUsername}>
        {(aria) => (
          <Input
            {...aria}
            {...fieldProps('emailOrUsername')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        {(aria) => (
          <Input
            {...aria}
            {...fieldProps('password')}
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
