import { KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { formatDateTime } from '../../../domain/dates';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../api/account';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { CopyField } from './copy-field';
import { useSingleFlight } from '../../lib/use-single-flight';

/** Personal API tokens: create (the secret shown once), list, revoke. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  // The field was emptied by a creation, not by the seller: a submit now is the second click of a
  // double click (the first already created the token), so it does nothing rather than complain.
  const [isClearedByCreate, setClearedByCreate] = useState(false);

  const once = useSingleFlight();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    once((settle) => {
      if (!name.trim()) {
        if (!isClearedByCreate) setError('Name is required');
        settle();
        return;
      }
      setError(undefined);
      create.mutate(name.trim(), {
        onSettled: settle,
        onSuccess: (created) => {
          setSecret(created.secret);
          setName('');
          setClearedByCreate(true);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to create the token'),
      });
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Use a token as <code>Authorization: Bearer …</code> to call the API from your own tools
          (100 requests a minute, 1,000 an hour, 5,000 a day).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-56 flex-1">
            <FormField id="token-name" label="Token name" error={error}>
              {(aria) => (
                <Input
                  {...aria}
                  value={name}
                  placeholder="e.g. Inventory spreadsheet"
                  onChange={(e) => {
                    setName(e.target.value);
                    setClearedByCreate(false);
                  }}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" disabled={create.isPending}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Create token
          </Button>
        </form>
        {secret && (
          <div
            role="status"
            className="space-y-2 rounded-md border border-green-200 bg-green-50 p-3"
          >
            <p className="text-sm font-medium text-green-900">
              Copy your new token now. It will not be shown again.
            </p>
            <CopyField label="New API token" value={secret} testId="new-token-secret" />
          </div>
        )}
        {tokens.data && tokens.data.length === 0 && (
          <p className="text-sm text-gray-600">No API tokens yet.</p>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <ul
            className="divide-y divide-gray-200 rounded-md border border-gray-200"
            aria-label="API tokens"
          >
            {tokens.data.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <span className="font-medium text-gray-900">{token.name}</span>
                <code className="text-gray-700">{token.prefix}…</code>
                <span className="text-gray-600">
                  Created {formatDateTime(token.createdAt)}
                  {token.lastUsedAt
                    ? ` · last used ${formatDateTime(token.lastUsedAt)}`
                    : ' · never used'}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto text-red-700"
                  aria-label={`Revoke ${token.name}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(token.id, {
                      onSuccess: () => toast.success(`Token “${token.name}” revoked`),
                      onError: () => toast.error('Failed to revoke the token'),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
