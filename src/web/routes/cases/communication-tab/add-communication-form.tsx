import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { CommunicationCreate } from '../../../../domain/communication';
import { useCreateCommunication } from '../../../api/communication-create';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/button';
import { Textarea } from '../../../components/textarea';

type Kind = CommunicationCreate['type'];

const kinds: {
  kind: Kind;
  option: string;
  heading: string;
  placeholder: string;
  send: string;
  sending: string;
}[] = [
  {
    kind: 'Response',
    option: 'Response',
    heading: 'Add Response',
    placeholder: 'Type your response to Amazon...',
    send: 'Send Response',
    sending: 'Sending...',
  },
  {
    kind: 'Note',
    option: 'Note',
    heading: 'Add Note',
    placeholder: 'Write an internal note (not sent to Amazon)...',
    send: 'Add Note',
    sending: 'Adding...',
  },
  {
    kind: 'Amazon Email',
    option: 'Amazon Email',
    heading: 'Add Amazon Email',
    placeholder: 'Paste a new e-mail you received from Amazon...',
    send: 'Analyze & Add Email',
    sending: 'Analyzing...',
  },
];

const ADD_FAILED_MESSAGE = 'Failed to add communication';

/** 'Add Response', plus an internal note or a newly received Amazon e-mail (analysed by the server). */
export function AddCommunicationForm({ caseId }: { caseId: string }) {
  const [kind, setKind] = useState<Kind>('Response');
  const [content, setContent] = useState('');
  const create = useCreateCommunication(caseId);
  const headingId = useId();
  const current = kinds.find((k) => k.kind === kind) ?? kinds[0]!;
  const isBlank = content.trim().length === 0;

  const submit = () => {
    if (isBlank || create.isPending) return;
    create.mutate(
      { type: kind, content },
      {
        onSuccess: (created) => {
          setContent('');
          if (created.type === 'Amazon Email') {
            toast.success('Amazon e-mail added and analysed', { description: created.changes });
          } else {
            toast.success(created.type === 'Note' ? 'Note added' : 'Response added');
          }
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={headingId}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {current.heading}
        </h3>
        <fieldset className="inline-flex rounded-md bg-gray-100 p-1">
          <legend className="sr-only">Entry type</legend>
          {kinds.map((k) => (
            <label
              key={k.kind}
              className={clsx(
                'cursor-pointer rounded px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700',
                kind === k.kind
                  ? 'bg-white text-gray-900 shadow-sm'
                  : 'text-gray-700 hover:text-gray-900',
              )}
            >
              <input
                type="radio"
                name={`${headingId}-kind`}
                value={k.kind}
                checked={kind === k.kind}
                onChange={() => {
                  setKind(k.kind);
                  create.reset();
                }}
                className="sr-only"
              />
              {k.option}
            </label>
          ))}
        </fieldset>
      </div>
      <Textarea
        aria-labelledby={headingId}
        rows={kind === 'Amazon Email' ? 8 : 4}
        value={content}
        placeholder={current.placeholder}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={create.isError}
        aria-describedby={create.isError ? `${headingId}-error` : undefined}
      />
      {create.isError && (
        <div id={`${headingId}-error`} role="alert" className="text-sm text-red-800">
          <p className="font-medium">{ADD_FAILED_MESSAGE}</p>
          {create.error instanceof ApiError && create.error.message !== ADD_FAILED_MESSAGE && (
            <p>{create.error.message}</p>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isBlank || create.isPending}>
          {create.isPending ? current.sending : current.send}
        </Button>
      </div>
    </form>
  );
}
