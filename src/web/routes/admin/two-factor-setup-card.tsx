import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { formatDateTime } from '../../../domain/dates';
import type { TwoFactorStatus } from '../../../domain/two-factor';
import { errorMessageOf } from '../../lib/error-message';
import {
  useConfirmTwoFactorSetup,
  useDisableTwoFactor,
  useStartTwoFactorSetup,
} from '../../api/two-factor';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { FormAlert } from '../../components/kit/form-alert';

const messageOf = (error: Error | null): string | null => (error ? errorMessageOf(error) : null);

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Two-factor sign-in is on. Save these recovery codes somewhere safe now: each signs you in
        once without your authenticator app, and they are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded border border-gray-200 bg-gray-50 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}

/** Set-up in two steps: the password, then a code proving the app holds the secret. */
function SetUpForm({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const onStart = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(password, { onSuccess: () => setPassword('') });
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (result) => {
        toast.success('Two-factor sign-in turned on');
        onEnabled(result.recoveryCodes);
      },
    });
  };

  if (!start.data) {
    return (
      <form noValidate onSubmit={onStart} className="space-y-4" aria-label="Set up two-factor">
        <FormField id="totp-password" label="Your Password" hint="Confirm it's you to begin.">
          {(aria) => (
            <Input
              {...aria}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert message={messageOf(start.error)} />
        <Button type="submit" disabled={start.isPending || !password}>
          {start.isPending ? 'Starting...' : 'Set Up Two-Factor Sign-In'}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onConfirm} className="space-y-4" aria-label="Confirm two-factor">
      <p className="text-sm text-gray-700">
        In your authenticator app, add an account with this secret key (time-based, 6 digits, 30
        seconds), or paste the otpauth:// link if the app accepts one.
      </p>
      <SelectableValue id="totp-secret" label="Secret Key" value={start.data.secret} />
      <SelectableValue
        id="totp-uri"
        label="otpauth:// Link"
        value={start.data.otpauthUri}
        className="text-xs"
      />
      <FormField id="totp-code" label="Code from the App">
        {(aria) => (
          <Input
            {...aria}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={messageOf(confirm.error)} />
      <Button type="submit" disabled={confirm.isPending || !code.trim()}>
        {confirm.isPending ? 'Checking...' : 'Turn On'}
      </Button>
    </form>
  );
}

function TurnOffForm() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code: code.trim() },
      { onSuccess: () => toast.success('Two-factor sign-in turned off') },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Turn off two-factor">
      <FormField id="totp-off-password" label="Your Password">
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="totp-off-code" label="Code or Recovery Code">
        {(aria) => (
          <Input
            {...aria}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={messageOf(disable.error)} />
      <Button
        type="submit"
        variant="outline"
        disabled={disable.isPending || !password || !code.trim()}
      >
        {disable.isPending ? 'Turning off...' : 'Turn Off'}
      </Button>
    </form>
  );
}

export function TwoFactorSetupCard({ status }: { status: TwoFactorStatus }) {
  // Kept here, not in the set-up form: turning 2FA on refreshes the status, which swaps the form
  // for the turn-off one, and the codes must stay on screen until the admin has saved them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Sign-In</CardTitle>
        <CardDescription>
          {status.enabled
            ? `On since ${status.enabledAt ? formatDateTime(status.enabledAt) : 'set-up'}; ${status.recoveryCodesLeft} recovery codes left.`
            : 'Sign-in asks for a code from an authenticator app (RFC 6238 TOTP) after your password.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.enabled ? (
          <TurnOffForm />
        ) : (
          <SetUpForm onEnabled={setRecoveryCodes} />
        )}
      </CardContent>
    </Card>
  );
}

/** A read-only value to copy into an authenticator app; selected whole on focus. */
function SelectableValue({
  id,
  label,
  value,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <FormField id={id} label={label}>
      {(aria) => (
        <Input
          {...aria}
          readOnly
          value={value}
          className={`font-mono ${className}`}
          onFocus={(e) => e.target.select()}
        />
      )}
    </FormField>
  );
}
