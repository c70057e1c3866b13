import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { AccessRequestCreate } from '../../../domain/access-request';
import { useCreateAccessRequest } from '../../api/access-requests';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/http';
import {
  accessRequestErrorsFrom,
  emptyAccessRequest,
  loadAccessRequestDomain,
  type AccessRequestErrors,
  type AccessRequestField,
} from './access-request-domain';

export interface AccessRequestFailure {
  message: string;
  detail: string | null;
}

/**
 * State of the alpha access form: values, per-field errors, the failure alert and the
 * success flag. Validation uses the shared accessRequestCreateSchema (loaded on demand).
 * `onInvalid` runs with the field errors' update (the form moves focus to the first of them).
 */
export function useAccessRequestForm(onInvalid: () => void = () => undefined) {
  const mutation = useCreateAccessRequest();
  const [values, setValues] = useState<AccessRequestCreate>(emptyAccessRequest);
  const [errors, setErrors] = useState<AccessRequestErrors>({});
  const [failure, setFailure] = useState<AccessRequestFailure | null>(null);
  // A plain flag, not useTransition: preact/compat (our React) has no async transitions, so its
  // isPending would never turn true and the button would stay enabled during the request.
  const [isSubmitting, setSubmitting] = useState(false);

  const fieldProps = (name: AccessRequestField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const prefetch = () => void loadAccessRequestDomain().catch(() => undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    setSubmitting(true);
    const submit = async () => {
      let domain: Awaited<ReturnType<typeof loadAccessRequestDomain>>;
      try {
        domain = await loadAccessRequestDomain();
      } catch {
        setFailure({ message: NETWORK_ERROR_MESSAGE, detail: null });
        return;
      }
      const parsed = domain.accessRequestCreateSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(accessRequestErrorsFrom(parsed.error.issues.map((i) => [i.path[0], i.message])));
        onInvalid();
        return;
      }
      try {
        await mutation.mutateAsync(parsed.data);
        setValues(emptyAccessRequest);
        setErrors({});
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(accessRequestErrorsFrom(Object.entries(fields)));
        onInvalid();
        const detail =
          error instanceof ApiError &&
          Object.keys(fields).length === 0 &&
          error.message !== domain.ACCESS_REQUEST_FAILED_MESSAGE
            ? error.message
            : null;
        setFailure({ message: domain.ACCESS_REQUEST_FAILED_MESSAGE, detail });
      }
    };
    void submit().finally(() => setSubmitting(false));
  };

  const startOver = () => {
    setFailure(null);
    mutation.reset();
  };

  return {
    fieldProps,
    errors,
    failure,
    isSubmitting,
    isSubmitted: mutation.isSuccess,
    onSubmit,
    prefetch,
    startOver,
  };
}
