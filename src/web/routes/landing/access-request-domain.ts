import type { AccessRequestCreate } from '../../../domain/access-request';

/**
 * The shared schema pulls in zod (~24 KB gzip), so the landing page loads it on demand:
 * when the visitor first focuses the form, at the latest on submit.
 */
export const loadAccessRequestDomain = () => import('../../../domain/access-request');

export type AccessRequestField = keyof AccessRequestCreate;
export type AccessRequestErrors = Partial<Record<AccessRequestField, string>>;

export const emptyAccessRequest: AccessRequestCreate = { email: '', companyName: '', useCase: '' };

export function isAccessRequestField(name: PropertyKey): name is AccessRequestField {
  return typeof name === 'string' && name in emptyAccessRequest;
}

/** First message per field, from zod issues or from the API's `fields`. */
export function accessRequestErrorsFrom(
  entries: Iterable<readonly [PropertyKey | undefined, string]>,
): AccessRequestErrors {
  const errors: AccessRequestErrors = {};
  for (const [name, message] of entries) {
    if (name !== undefined && isAccessRequestField(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}
