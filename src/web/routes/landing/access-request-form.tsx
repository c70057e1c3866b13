import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';
import { useAccessRequestForm } from './use-access-request-form';

/** Alpha access form (spec §2): success panel with cleared fields, or an alert keeping them. */
export function AccessRequestForm() {
  // A failed submit moves focus to the first field in error, not left on the button.
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const form = useAccessRequestForm(focusFirstInvalid);

  if (form.isSubmitted) {
    return (
      <div role="status" className="py-6 text-center" data-testid="access-request-success">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        <h3 className="mt-4 text-xl font-semibold text-gray-900">Request Submitted Successfully</h3>
        <p className="mt-2 text-gray-700">
          Thank you for your interest! We&apos;ll review your request and get back to you soon.
        </p>
        <Button variant="outline" className="mt-6" onClick={form.startOver}>
          Submit another request
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prefetch}
      className="space-y-5"
      aria-label="Request alpha access"
    >
      <FormField id="access-email" label="Email" error={form.errors.email}>
        {(aria) => (
          <Input
            {...aria}
            {...form.fieldProps('email')}
            type="email"
            autoComplete="email"
            placeholder="{email}"
          />
        )}
      </FormField>
      <FormField id="access-company" label="Company Name" error={form.errors.companyName}>
        {(aria) => (
          <Input {...aria} {...form.fieldProps('companyName')} autoComplete="organization" />
        )}
      </FormField>
      <FormField
        id="access-use-case"
        label="Use Case"
        error={form.errors.useCase}
        hint="Which cases do you handle today: suppressions, FBA locks, ASIN requests?"
      >
        {(aria) => <Textarea {...aria} {...form.fieldProps('useCase')} rows={4} />}
      </FormField>

      {form.failure && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-medium text-red-800">{form.failure.message}</p>
          {form.failure.detail && (
            <p className="mt-1 text-sm text-red-800">{form.failure.detail}</p>
          )}
        </div>
      )}

      <Button type="submit" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Submitting...' : 'Request Access'}
      </Button>
    </form>
  );
}
