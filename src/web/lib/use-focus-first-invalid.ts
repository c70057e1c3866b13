import { useEffect, useRef, useState } from 'react';

/**
 * After a submit that failed validation, focus the form's first invalid control (the one
 * FormField marks aria-invalid), so keyboard and screen-reader users land on the error rather
 * than staying on the submit button. Call `focusFirstInvalid` with the errors' state update: the
 * focus happens once that render has marked the fields. Nothing moves when no field is invalid.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, focusFirstInvalid: () => setAttempt((n) => n + 1) };
}
