import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLoginWithCode } from '../../api/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { postLoginPath } from '../../lib/auth-redirects';
import { FormAlert } from '../../components/kit/form-alert';

const CODE_REQUIRED_MESSAGE = 'Code is required';

/** The second sign-in step when two-factor sign-in is on: the app's code or a recovery code. */
export function LoginCodeForm({
  challenge,
  origin,
  onRestart,
}: {
  challenge: string;
  origin: string | null;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const verify = useLoginWithCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setFieldError(CODE_REQUIRED_MESSAGE);
    setFieldError(undefined);
    verify.mutate(
      { challenge, code: trimmed },
      { onSuccess: (user) => navigate(postLoginPath(user, origin), { replace: true }) },
    );
  };

  const error = verify.error;
  // An expired or used-up challenge cannot be answered again: the password is needed anew.
  const mustRestart = error instanceof ApiError && error.status === 401;
  const message = error
    ? error instanceof ApiError
      ? (error.fields.code ?? error.message)
      : NETWORK_ERROR_MESSAGE
    : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Two-factor sign-in">
      <p className="text-sm text-gray-700">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <FormField id="code" label="Authentication Code" error={fieldError}>
        {(aria) => (
          <Input
            {...aria}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        )}
      </FormField>

      <FormAlert message={message} />

      {mustRestart ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          Sign In Again
        </Button>
      ) : (
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      )}
      <button
        type="button"
        onClick={onRestart}
        className="w-full text-center text-sm text-gray-600 underline hover:text-gray-900"
      >
        Use a different account
      </button>
    </form>
  );
}
